/**
 * Records the target of each navigation for the session until the page has arrived, so that
 * the boot script (boot-script.ts) can put back the query string Gatsby drops when it falls
 * back to loading an address in full.
 */
export const NAVIGATING_TO_KEY = 'bp.navigatingTo'

type GatsbyNavigate = (to: string | number, options?: object) => void
type WindowWithNavigate = Window & { ___navigate?: GatsbyNavigate }

/** At client entry, after Gatsby has set up window.___navigate. */
export function recordNavigationTargets() {
  const win = window as WindowWithNavigate
  const navigate = win.___navigate
  if (!navigate) return
  win.___navigate = (to, options) => {
    if (typeof to === 'string') write(to)
    navigate(to, options)
  }
}

/** On each route update: the navigation arrived. */
export function forgetNavigationTarget() {
  write(undefined)
}

function write(target: string | undefined) {
  try {
    if (target === undefined) sessionStorage.removeItem(NAVIGATING_TO_KEY)
    else sessionStorage.setItem(NAVIGATING_TO_KEY, target)
  } catch {
    // Storage refused (privacy mode): a dropped query stays dropped, nothing worse.
  }
}
