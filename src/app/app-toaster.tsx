import { Toaster, type DefaultToastOptions } from 'react-hot-toast'

// Blank, error and success toasts last 4000 ms (the product lifts success from the
// library's 2000); loading toasts stay until dismissed or updated.
export const TOAST_DURATION_MS = 4000
export const LOADING_TOAST_DURATION_MS = Infinity
// A dismissed toast leaves the DOM 1 s later (its exit animation); react-hot-toast's
// default.
export const TOAST_REMOVE_DELAY_MS = 1000
// The toast container sits 80 px from the top, below the sticky header.
export const TOAST_TOP_OFFSET_PX = 80
// At most 20 toasts. react-hot-toast's store already keeps only the newest 20
// (TOAST_LIMIT in its core/store.ts, not exported and not configurable), so nothing to enforce;
// app-toaster.test.tsx pins it.
export const TOAST_LIMIT = 20

// Per type, not a top-level `duration`: react-hot-toast prefers a top-level duration over its
// per-type defaults, so a global 4000 would close loading toasts after 4 s too.
const TOAST_OPTIONS: DefaultToastOptions = {
  removeDelay: TOAST_REMOVE_DELAY_MS,
  blank: { duration: TOAST_DURATION_MS },
  error: { duration: TOAST_DURATION_MS },
  success: { duration: TOAST_DURATION_MS },
  loading: { duration: LOADING_TOAST_DURATION_MS },
}

/** The toast container, rendered with every page (gatsby-browser/ssr wrapPageElement). */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: TOAST_TOP_OFFSET_PX }}
      toastOptions={TOAST_OPTIONS}
    />
  )
}
