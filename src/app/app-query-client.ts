import type { QueryClient } from '@tanstack/react-query'

import { createQueryClient } from '@/lib/query-client'

let browserClient: QueryClient | undefined

/**
 * The browser's one QueryClient, shared by the pages and by what starts their data before they
 * render (route-preload.ts). Pre-rendering gets a new one each time: nothing leaks between pages.
 */
export function getAppQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}
