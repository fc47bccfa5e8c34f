import { useEffect, type ReactNode } from 'react'

import { useQuery } from '@tanstack/react-query'
import { navigate } from 'gatsby'
import { useTranslation } from 'react-i18next'

import { EmptyState } from '@/components/ui/empty-state'
import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { Skeleton } from '@/components/ui/skeleton'
import { StatusBadge } from '@/components/ui/status-badge'
import { PARTNER_DETAIL_TITLE_KEYS, PARTNER_LIST_ROUTES, partnerDetailPath } from '@/config/routes'
import { isLanguage, localizePath } from '@/config/site'
import type { BpType, BusinessPartner } from '@/entities/business-partner'
import { isDataServiceError } from '@/lib/data-service/errors'
import { useLocationSearch } from '@/lib/use-location-search'

import { partnerQueries } from '../api/partner-queries'
import { parseIdParam } from '../parse-id'
import { QueryError } from '../query-error'

import { LocationSection } from './location-section'
import { NetworkSection, PARENT_TYPE } from './network-section'
import { OpenNowLine } from './open-now-line'
import { OpeningHoursSection } from './opening-hours-section'
import { PartnerSummary } from './partner-summary'
import {
  AddressesSection,
  ClosingDatesSection,
  DealerConfigSection,
  DiscountsSection,
  PricingSection,
  SapAxMappingSection,
  ServicesSection,
  StoreConfigSection,
  WebLinksSection,
} from './record-sections'
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
  const { t, i18n } = useTranslation()
  const { data: partner, error, isPending, refetch } = useQuery(partnerQueries.detail(id))
  const actual = partner?.bpType
  const wrongType = actual != null && actual !== kind

  // Opened under the wrong type (a dealer's id at /stores/detail/): its own address, in place.
  useEffect(() => {
    if (!wrongType || !actual) return
    const language = isLanguage(i18n.language) ? i18n.language : 'en'
    void navigate(localizePath(partnerDetailPath(actual, id), language), { replace: true })
  }, [wrongType, actual, id, i18n.language])

  if (isPending || wrongType) {
    return (
      <DetailShell kind={kind} title={t(PARTNER_DETAIL_TITLE_KEYS[kind])} busy>
        <p role="status" className={styles.muted}>
          {t('detail.loading')}
        </p>
        <Skeleton height="2rem" width="60%" />
      </DetailShell>
    )
  }
  if (error) {
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
  return <PartnerPage partner={partner} kind={kind} />
}

function PartnerPage({ partner, kind }: { partner: BusinessPartner; kind: BpType }) {
  const { t } = useTranslation()
  return (
    <DetailShell kind={kind} title={partner.name} partner={partner}>
      <div className={styles.badges}>
        {partner.bpType ? <span className={styles.typePill}>{t(`bpType.${partner.bpType}`)}</span> : null}
        {partner.status ? (
          <StatusBadge status={partner.status} label={t(`status.${partner.status}`)} />
        ) : null}
        <OpenNowLine partner={partner} />
      </div>
      <div className={styles.grid}>
        <PartnerSummary partner={partner} />
        <LocationSection partner={partner} />
        <NetworkSection partner={partner} />
        <OpeningHoursSection partner={partner} />
        <ClosingDatesSection partner={partner} />
        <AddressesSection partner={partner} />
        <ServicesSection partner={partner} />
        <PricingSection partner={partner} />
        <DiscountsSection partner={partner} />
        <DealerConfigSection partner={partner} />
        <SapAxMappingSection partner={partner} />
        <WebLinksSection partner={partner} />
        <StoreConfigSection partner={partner} />
      </div>
    </DetailShell>
  )
}

type DetailShellProps = {
  kind: BpType
  title: string
  /** Known once loaded: its parent joins the breadcrumb. */
  partner?: BusinessPartner
  busy?: boolean
  children: ReactNode
}

/** The page around a partner: the breadcrumb back to its list, and its name as the heading. */
function DetailShell({ kind, title, partner, busy, children }: DetailShellProps) {
  return (
    <article aria-labelledby="page-title" aria-busy={busy || undefined} className={styles.page}>
      <Breadcrumb kind={kind} partner={partner} />
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </article>
  )
}

function Breadcrumb({ kind, partner }: { kind: BpType; partner?: BusinessPartner }) {
  const { t } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const parentId = partner?.parentId
  const parent = useQuery({ ...partnerQueries.detail(parentId ?? 0), enabled: parentId != null })
  const parentType = parent.data?.bpType ?? PARENT_TYPE[kind]
  return (
    <nav aria-label={detail('sections.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={PARTNER_LIST_ROUTES[kind].path}>{t(PARTNER_LIST_ROUTES[kind].titleKey)}</Link>
        </li>
        {parentId != null && parentType ? (
          <li>
            <Link to={partnerDetailPath(parentType, parentId)}>{parent.data?.name ?? `#${parentId}`}</Link>
          </li>
        ) : null}
        {partner ? <li aria-current="page">{partner.name}</li> : null}
      </ol>
    </nav>
  )
}
