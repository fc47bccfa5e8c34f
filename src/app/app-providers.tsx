import { useState, type ReactNode } from 'react'

import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'react-hot-toast'

import { createQueryClient } from '@/lib/query-client'

// spec §9: toasts sit 80 px from the top and last 4000 ms (success included).
const TOAST_OPTIONS = { duration: 4000, success: { duration: 4000 }, error: { duration: 4000 } }

/** Everything every page shares, for gatsby-browser and gatsby-ssr's wrapRootElement. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" containerStyle={{ top: 80 }} toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  )
}
