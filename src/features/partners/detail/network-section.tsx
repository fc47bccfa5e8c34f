import { useState } from 'react'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { Pagination } from '@/components/ui/pagination'
import { StatusBadge } from '@/components/ui/status-badge'
import { partnerDetailPath } from '@/config/routes'
import type { BpType, BusinessPartner } from '@/entities/business-partner'

import { relatedQueries } from '../api/related-records'
import { useParent } from '../api/use-parent'
import { CHILD_TYPE } from '../model/relations'

import { DetailCard } from './detail-card'
import { RelatedSection } from './related-section'
import * as styles from './partner-detail.module.css'

const CHILDREN_PAGE_SIZE = 10

/** Where the partner sits: its parent, and its children as a paged list of links. */
export function NetworkSection({ partner }: { partner: BusinessPartner }) {
  const { t } = useTranslation('detail')
  const childType = partner.bpType ? CHILD_TYPE[partner.bpType] : undefined
  return (
    <DetailCard id="network" title={t('sections.network.title')}>
      <ParentLink partner={partner} />
      {childType ? <Children partner={partner} childType={childType} /> : null}
    </DetailCard>
  )
}

function ParentLink({ partner }: { partner: BusinessPartner }) {
  const { t } = useTranslation('detail')
  const { t: common } = useTranslation()
  const parent = useParent(partner)
  if (!parent) return <p className={styles.empty}>{t('sections.network.noParent')}</p>
  const { type } = parent
  return (
    <dl className={styles.fields}>
      <div className={styles.field}>
        <dt>{t('sections.network.parent')}</dt>
        <dd>
          {type ? (
            <Link to={partnerDetailPath(type, parent.id)}>{parent.name ?? `#${parent.id}`}</Link>
          ) : (
            `#${parent.id}`
          )}
          {type ? <span className={styles.muted}> · {common(`bpType.${type}`)}</span> : null}
        </dd>
      </div>
    </dl>
  )
}

function Children({ partner, childType }: { partner: BusinessPartner; childType: BpType }) {
  const { t } = useTranslation('detail')
  const { t: common } = useTranslation()
  const [page, setPage] = useState(1)
  const query = useQuery({
    ...relatedQueries.children(partner.id, page, CHILDREN_PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
  return (
    <RelatedSection
      id="children"
      title={t(`sections.network.children_${childType}`)}
      emptyText={t(`sections.network.noChildren_${childType}`)}
      query={query}
      isEmpty={(data) => data.total === 0}
      embedded
    >
      {(data) => (
        <>
          <p className={styles.muted}>{t('sections.network.childrenCount', { count: data.total })}</p>
          <ul className={styles.childList}>
            {data.list.map((child) => (
              <li key={child.id}>
                <Link to={partnerDetailPath(child.bpType ?? childType, child.id)}>{child.name}</Link>
                <span className={styles.muted}> · {child.city}</span>{' '}
                {child.status ? (
                  <StatusBadge status={child.status} label={common(`status.${child.status}`)} />
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={data.pageCount} onPageChange={setPage} />
        </>
      )}
    </RelatedSection>
  )
}
