import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False while React hydrates the pre-rendered HTML (and on the server), true from the render
 * right after. A component whose first client render would differ from what the server wrote
 * (it reads localStorage, say) renders the server's version until then: no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
