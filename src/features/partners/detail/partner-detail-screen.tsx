import type { ReactNode } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { PARTNER_DETAIL_TITLE_KEYS, PARTNER_LIST_ROUTES, partnerDetailPath } from '@/config/routes'
import type { BpType } from '@/entities/business-partner'
import { isDataServiceError } from '@/lib/data-service/errors'
import { useLocationSearch } from '@/lib/use-location-search'

import { partnerQueries } from '../api/partner-queries'
import { parseIdParam } from '../parse-id'
import { QueryError } from '../query-error'

import { PartnerSummary } from './partner-summary'
import * as styles from './partner-detail.module.css'

type PartnerDetailScreenProps = { kind: BpType }

/**
 * A partner's detail page: a pre-rendered shell that reads `?id=` (docs/decisions/001). The
 * related records (opening hours, closing dates, pricing...) arrive with the detail-page issue.
 */
export function PartnerDetailScreen({ kind }: PartnerDetailScreenProps) {
  const { t } = useTranslation()
  const id = parseIdParam(useLocationSearch())
  const typeName = t(`bpType.${kind}`)
  const listPath = PARTNER_LIST_ROUTES[kind].path

  if (id === undefined) {
    return (
      <DetailShell title={t(PARTNER_DETAIL_TITLE_KEYS[kind])} listPath={listPath}>
        <p role="alert">{t('placeholder.missingId')}</p>
      </DetailShell>
    )
  }
  return <PartnerDetail id={id} kind={kind} typeName={typeName} listPath={listPath} />
}

type PartnerDetailProps = { id: number; kind: BpType; typeName: string; listPath: string }

function PartnerDetail({ id, kind, typeName, listPath }: PartnerDetailProps) {
  const { t } = useTranslation()
  const { data: partner, error, isPending, refetch } = useQuery(partnerQueries.detail(id))

  if (isPending) {
    return (
      <DetailShell title={t(PARTNER_DETAIL_TITLE_KEYS[kind])} listPath={listPath}>
        <p role="status" aria-busy="true" className={styles.loading}>
          {t('detail.loading')}
        </p>
      </DetailShell>
    )
  }
  if (error) {
    const notFound = isDataServiceError(error) && error.kind === 'not-found'
    return (
      <DetailShell title={t(PARTNER_DETAIL_TITLE_KEYS[kind])} listPath={listPath}>
        {notFound ? (
          <p role="alert">{t('detail.notFound', { type: typeName, id })}</p>
        ) : (
          <QueryError error={error} onRetry={() => void refetch()} />
        )}
      </DetailShell>
    )
  }
  if (partner.bpType && partner.bpType !== kind) {
    const actual = partner.bpType
    return (
      <DetailShell title={t(PARTNER_DETAIL_TITLE_KEYS[kind])} listPath={listPath}>
        <p role="alert">
          {t('detail.wrongType', { id, actual: t(`bpType.${actual}`), expected: typeName })}{' '}
          <Link to={partnerDetailPath(actual, id)}>
            {t('detail.openAs', { type: t(`bpType.${actual}`) })}
          </Link>
        </p>
      </DetailShell>
    )
  }
  return (
    <DetailShell title={partner.name} listPath={listPath} status={partner.status}>
      <PartnerSummary partner={partner} />
    </DetailShell>
  )
}

type DetailShellProps = {
  title: string
  listPath: string
  status?: string | null
  children: ReactNode
}

function DetailShell({ title, listPath, status, children }: DetailShellProps) {
  const { t } = useTranslation()
  return (
    <article aria-labelledby="page-title">
      <p className={styles.back}>
        <Link to={listPath}>
          <span aria-hidden="true">← </span>
          {t('detail.backToList')}
        </Link>
      </p>
      <header className={styles.heading}>
        <h1 id="page-title">{title}</h1>
        {status ? (
          <span className={`${styles.status} ${styles[status] ?? ''}`}>{t(`status.${status}`)}</span>
        ) : null}
      </header>
      {children}
    </article>
  )
}
