import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { ErrorBoundary } from '@/components/ui/error-boundary'
import { ErrorState } from '@/components/ui/error-state'

/**
 * The last net of every page: a page that throws while rendering shows a translated
 * message with Try again inside its layout, so the header, the language switcher and the way
 * to other pages stay, and never leaves a blank window.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <ErrorBoundary
      onError={(error) => console.error('The page could not be shown:', error)}
      fallback={(_, reset) => (
        <ErrorState title={t('pageFailed.title')} message={t('pageFailed.body')} onRetry={reset} />
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
