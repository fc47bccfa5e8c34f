import { useTranslation } from 'react-i18next'

import { ErrorState } from '@/components/ui/error-state'
import { PartLoadFailed } from '@/components/ui/part-load-failed'

import { dataErrorMessage } from './data-error-message'

type QueryErrorProps = { error: unknown; onRetry: () => void }

/** A failed query in place of its content: the data layer's translated message and Try again. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation()
  return (
    <ErrorState
      title={t('queryError.title')}
      message={dataErrorMessage(t, error)}
      onRetry={onRetry}
      retryLabel={t('queryError.retry')}
    />
  )
}

/**
 * A failed refresh of data still on screen (coming back online asks for everything again, and
 * the network may not be there yet): the data stays, and so does what is open on it, a form
 * and what was typed into it; one line says why, with Try again.
 */
export function RefreshFailed({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation()
  return (
    <PartLoadFailed
      message={t('queryError.refreshFailed', { reason: dataErrorMessage(t, error) })}
      retryLabel={t('queryError.retry')}
      onRetry={onRetry}
    />
  )
}
