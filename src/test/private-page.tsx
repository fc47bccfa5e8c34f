import { useEffect, type ReactNode } from 'react'

import { vi } from 'vitest'

/**
 * Stands for a page that asks the data service for private data as soon as it mounts: whatever
 * guards private pages must keep it from rendering, and so from asking.
 */
export function PrivatePage({ children }: { children: ReactNode }) {
  useEffect(() => {
    void fetch('http://data.test/business-partners')
  }, [])
  return children
}

/** Watches PrivatePage's request (answered, so nothing fails if it is sent). */
export const spyOnPrivateRequests = () => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
