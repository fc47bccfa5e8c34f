import { useSyncExternalStore } from 'react'

/** Sent on window by changeLocationSearch: the query string changed without a popstate. */
const SEARCH_CHANGE_EVENT = 'bp:searchchange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(SEARCH_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(SEARCH_CHANGE_EVENT, onChange)
  }
}

/**
 * The current query string ('?id=7'), '' while pre-rendering. Read at every render, so a
 * Gatsby navigation (which re-renders the page) is seen too; hydration starts from the
 * server value and then updates, without a mismatch.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}

/**
 * Moves the page on screen to another query string (`search`, '' or '?…'): a new history entry,
 * or in place of the current one with `replace`. Not through Gatsby's navigate: Gatsby keys a
 * page's resources by path and query, so it asked the server for the same page data again at
 * every page turn, filter or search (a round trip before anything moved) and, when that failed
 * offline, loaded the address in full. The page's code and data are the same for every query;
 * what reads useLocationSearch renders the new one at once. Back and Forward arrive as
 * popstate, through Gatsby as before.
 */
export function changeLocationSearch(search: string, { replace = false } = {}): void {
  const url = `${window.location.pathname}${search}`
  if (replace) window.history.replaceState(window.history.state, '', url)
  // Like the router's own entries, each has a key: Gatsby keeps scroll positions by it.
  else window.history.pushState({ key: String(Date.now()) }, '', url)
  window.dispatchEvent(new Event(SEARCH_CHANGE_EVENT))
}
