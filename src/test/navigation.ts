import { vi } from 'vitest'

type Navigate = (to: string, options?: { replace?: boolean }) => void

/**
 * Gatsby's navigate, wherever it is called from (gatsby, the i18n plugin, a Link click), ends in
 * window.___navigate. This stand-in moves the test window's history the way the router would
 * (push, or replace) and tells listeners of the location (useLocationSearch) that it changed.
 * vitest's unstubAllGlobals (setup.ts) removes it after each test.
 */
export function installNavigation() {
  const navigate = vi.fn<Navigate>((to, options) => {
    const url = new URL(to, window.location.href)
    if (options?.replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  vi.stubGlobal('___navigate', navigate)
  return navigate
}

/** Moves the test window to `path` (path, search, hash) without any navigation spy seeing it. */
export function visit(path: string) {
  window.history.replaceState(null, '', path)
  window.dispatchEvent(new PopStateEvent('popstate'))
}
