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

/** What RefreshFailed reads of a query (TanStack Query's result has it). */
type ShownQuery = { isError: boolean; error: unknown; data: unknown; refetch: () => Promise<unknown> }

/**
 * A failed refresh of data still on screen (coming back online asks for everything again, and
 * the network may not be there yet): the data stays, and so does what is open on it, a form
 * and what was typed into it; one line says why, with Try again. Nothing while the query's data
 * is fresh or there is none to keep (then QueryError takes the data's place).
 */
export function RefreshFailed({ query }: { query: ShownQuery }) {
  const { t } = useTranslation()
  if (!query.isError || query.data === undefined) return null
  return (
    <PartLoadFailed
      message={t('queryError.refreshFailed', { reason: dataErrorMessage(t, query.error) })}
      retryLabel={t('queryError.retry')}
      onRetry={() => void query.refetch()}
    />
  )
}
