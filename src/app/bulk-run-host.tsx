import { Suspense } from 'react'

import { lazyNamed } from '@/components/lazy-named'
import { useBulkRunPresence } from '@/stores/bulk-run-presence'

// The panel and the run's code load with the first run, never with a page.
const RunPanel = lazyNamed(() => import('@/features/partners/bulk/ui/run-panel'), 'RunPanel')

/**
 * A bulk change's progress and report on every page: nothing but the presence flag until a run
 * exists, then its panel (features/partners/bulk/ui/run-panel.tsx).
 */
export function BulkRunHost() {
  const present = useBulkRunPresence((state) => state.present)
  if (!present) return null
  return (
    <Suspense fallback={null}>
      <RunPanel />
    </Suspense>
  )
}
