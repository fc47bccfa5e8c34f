import { useState, type ReactNode } from 'react'

import { QueryClientProvider } from '@tanstack/react-query'

import { getAppQueryClient } from './app-query-client'

/**
 * Everything every page shares, for gatsby-browser and gatsby-ssr's wrapRootElement. Gatsby
 * wraps each page's Head with it too, so it must add no DOM of its own (see AppToaster).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getAppQueryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
