import { onlineManager, type QueryClient } from '@tanstack/react-query'

import { createQueryClient } from '@/lib/query-client'

let browserClient: QueryClient | undefined

/**
 * The browser's one QueryClient, shared by the pages and by what starts their data before they
 * render (route-preload.ts). Pre-rendering gets a new one each time: nothing leaks between pages.
 */
export function getAppQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  if (!browserClient) {
    // React Query assumes it starts online and learns only from later events: a page loaded
    // offline (from the worker) would then never see the network come back.
    onlineManager.setOnline(navigator.onLine)
    const client = createQueryClient()
    // What was read offline came from the worker's copies, however fresh it looks: once the
    // network is back, every query on screen asks again, in place.
    onlineManager.subscribe((online) => {
      if (online) void client.invalidateQueries()
    })
    browserClient = client
  }
  return browserClient
}
