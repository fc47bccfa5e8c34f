import { useTranslation } from 'react-i18next'

import { ErrorState } from '@/components/ui/error-state'

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
