import { Suspense } from 'react'

import { lazyNamed } from '@/components/lazy-named'
import { useToastRaised } from '@/components/ui/toast'

const AppToaster = lazyNamed(() => import('./app-toaster'), 'AppToaster')

/**
 * The toast container, fetched and mounted with the first toast (components/ui/toast.ts), so
 * neither react-hot-toast nor its styling weighs on a page's first load or first render.
 */
export function DeferredToaster() {
  const raised = useToastRaised()
  if (!raised) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
