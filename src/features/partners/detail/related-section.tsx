import { useDeferredValue, type ReactNode } from 'react'

import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { ErrorBoundary } from '@/components/ui/error-boundary'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'

import { QueryError, RefreshFailed } from '@/lib/data-service/query-error'

import { DetailCard, type DetailCardProps } from './detail-card'
import * as styles from './partner-detail.module.css'

type RelatedSectionProps<T> = {
  /** Names the section's anchor (`#addresses`) and its heading's id. */
  id: string
  title: string
  query: UseQueryResult<T>
  /** Whether the records hold nothing to show: the empty message instead of the view. */
  isEmpty: (data: T) => boolean
  emptyText: string
  children: (data: T) => ReactNode
  span?: DetailCardProps['span']
  embedded?: boolean
  /** Shown under the records or the empty message once they are read (an "Add ..." button). */
  footer?: ReactNode
}

/**
 * One group of a partner's records on its detail page, loading on its own: its own skeleton,
 * empty message, error with Try again, and an error boundary, so one failing resource (or one
 * record its view cannot show) never blanks the page. Records already shown stay when a later
 * read of them fails, with that failure said above them.
 */
export function RelatedSection<T>({
  id,
  title,
  query,
  isEmpty,
  emptyText,
  children,
  span,
  embedded,
  footer,
}: RelatedSectionProps<T>) {
  const { t } = useTranslation('detail')
  // The records arrive at urgent priority, but the view of them renders in a background pass
  // React splits into short slices, so sections answered at once never make one long task.
  const data = useDeferredValue(query.data)
  const loading = data === undefined && !query.isError
  return (
    <DetailCard id={id} title={title} span={span} embedded={embedded} aria-busy={loading || undefined}>
      <RefreshFailed query={query} />
      {loading ? (
        <div className={styles.loadingLines}>
          <span className="visually-hidden">{t('sections.loading')}</span>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
        </div>
      ) : data === undefined ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : isEmpty(data) ? (
        <>
          <p className={styles.empty}>{emptyText}</p>
          {footer}
        </>
      ) : (
        <ErrorBoundary
          onError={(error) => console.warn(`The ${id} section could not be shown:`, error)}
          fallback={(_, reset) => (
            <ErrorState
              message={t('sections.failed')}
              onRetry={() => {
                reset()
                void query.refetch()
              }}
            />
          )}
        >
          {children(data)}
          {footer}
        </ErrorBoundary>
      )}
    </DetailCard>
  )
}
