import { useEffect } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { PARTNER_DETAIL_TITLE_KEYS, partnerDetailPath } from '@/config/routes'
import type { BpType } from '@/entities/business-partner'
import { isDataServiceError } from '@/lib/data-service/errors'
import { useLocationSearch } from '@/lib/use-location-search'

import { partnerQueries } from '../api/partner-queries'
import { isWrongType } from '../model/relations'
import { parseIdParam } from '../model/parse-id'
import { QueryError, RefreshFailed } from '@/lib/data-service/query-error'

import { DetailCard } from './detail-card'
import { DetailShell } from './detail-shell'
import { FirstValue } from './first-value'
import { PartnerPage } from './partner-page'
import * as styles from './partner-detail.module.css'

type PartnerDetailScreenProps = { kind: BpType }

/**
 * A partner's detail page: a pre-rendered shell that reads `?id=` (docs/decisions/001), then
 * everything the brand knows about the partner, each group of records loading on its own.
 */
export function PartnerDetailScreen({ kind }: PartnerDetailScreenProps) {
  const { t } = useTranslation()
  const id = parseIdParam(useLocationSearch())
  if (id === undefined) {
    return (
      <DetailShell kind={kind} title={t(PARTNER_DETAIL_TITLE_KEYS[kind])}>
        <EmptyState title={t('detail.notFoundTitle')} message={t('placeholder.missingId')} />
      </DetailShell>
    )
  }
  return <PartnerDetail id={id} kind={kind} />
}

function PartnerDetail({ id, kind }: { id: number; kind: BpType }) {
  const { t } = useTranslation()
  const { navigate } = useI18next()
  const query = useQuery(partnerQueries.detail(id))
  const { data: partner, error, isPending, refetch } = query
  const actual = partner?.bpType
  const wrongType = isWrongType(actual, kind)

  // Opened under the wrong type (a dealer's id at /stores/detail/): its own address, in place,
  // in the page's language (the plugin's navigate adds its prefix).
  useEffect(() => {
    if (wrongType && actual) void navigate(partnerDetailPath(actual, id), { replace: true })
  }, [wrongType, actual, id, navigate])

  if (isPending || wrongType) return <PartnerLoading kind={kind} />
  // A partner on screen stays there when asking again fails, and so does a form open on it.
  if (!partner) {
    const notFound = isDataServiceError(error) && error.kind === 'not-found'
    return (
      <DetailShell kind={kind} title={t(PARTNER_DETAIL_TITLE_KEYS[kind])}>
        {notFound ? (
          <EmptyState
            title={t('detail.notFoundTitle')}
            message={t('detail.notFound', { context: kind, id })}
          />
        ) : (
          <QueryError error={error} onRetry={() => void refetch()} />
        )}
      </DetailShell>
    )
  }
  return <PartnerPage partner={partner} kind={kind} notice={<RefreshFailed query={query} />} />
}

/**
 * The page while its partner loads: the page's title and the account section, where the
 * partner's name and account number show before the app has run when the document's first
 * script has them (FirstValue, docs/decisions/019), and placeholders for the rest.
 */
export function PartnerLoading({ kind }: { kind: BpType }) {
  const { t } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const title = (
    <>
      <FirstValue field="name" />
      <span className={styles.titleFallback}>{t(PARTNER_DETAIL_TITLE_KEYS[kind])}</span>
    </>
  )
  return (
    <DetailShell kind={kind} title={title} busy>
      <p role="status" className={styles.muted}>
        {t('detail.loading')}
      </p>
      <div className={styles.grid}>
        <DetailCard id="account" title={detail('sections.account.title')}>
          <DescriptionList>
            <DescriptionItem term={t('partner.accountNum')}>
              <FirstValue field="accountNum" />
            </DescriptionItem>
          </DescriptionList>
          <Skeleton height="6rem" />
        </DetailCard>
      </div>
    </DetailShell>
  )
}
