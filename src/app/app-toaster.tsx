import { Toaster } from 'react-hot-toast'

// spec §9: toasts sit 80 px from the top and last 4000 ms (success included; loading unlimited).
const TOAST_OPTIONS = { duration: 4000, success: { duration: 4000 }, error: { duration: 4000 } }

/** The toast container, rendered with every page (gatsby-browser/ssr wrapPageElement). */
export function AppToaster() {
  return <Toaster position="top-center" containerStyle={{ top: 80 }} toastOptions={TOAST_OPTIONS} />
}
