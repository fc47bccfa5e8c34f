import { QueryClient } from '@tanstack/react-query'

/**
 * Data read a moment ago is still good: a page whose data was started before it rendered (the
 * first script, route-preload) shows it on mount instead of asking again. Writes invalidate what
 * they change, and coming back online invalidates everything, so nothing waits on this.
 */
const DATA_STALE_TIME_MS = 30_000

/**
 * The app's QueryClient: queries and mutations run regardless of network state, and
 * the app does not retry its own calls (errors surface with a retry action instead).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 0, networkMode: 'always', staleTime: DATA_STALE_TIME_MS },
      mutations: { retry: 0, networkMode: 'always' },
    },
  })
}
