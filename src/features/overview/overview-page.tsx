import { Suspense } from 'react'

import { lazyNamed } from '@/components/lazy-named'

// The overview's code (its charts, d3-scale, the counting) is a chunk of its own, asked for when
// the page renders: a page component's chunk would share modules with the lists' page chunks and
// move them into new shared chunks that the lists' first load then fetches too
// (docs/decisions/015, 022).
const OverviewScreen = lazyNamed(() => import('./overview-screen'), 'OverviewScreen')

/** The overview page's content, once signed in. */
export function OverviewPage() {
  return (
    <Suspense fallback={null}>
      <OverviewScreen />
    </Suspense>
  )
}
