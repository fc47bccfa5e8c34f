import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
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
