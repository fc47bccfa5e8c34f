import { lazy, Suspense } from 'react'

import { useToastRaised } from '@/components/ui/toast'

const AppToaster = lazy(() => import('./app-toaster').then(({ AppToaster }) => ({ default: AppToaster })))

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
