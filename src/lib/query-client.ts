import { QueryClient } from '@tanstack/react-query'

/**
 * The app's QueryClient. spec §9 / §8: queries and mutations run regardless of network state, and the
 * app does not retry its own calls (errors surface with a retry action instead).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 0, networkMode: 'always' },
      mutations: { retry: 0, networkMode: 'always' },
    },
  })
}
