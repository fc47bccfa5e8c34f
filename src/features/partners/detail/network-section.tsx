import { useState } from 'react'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { Pagination } from '@/components/ui/pagination'
import { StatusBadge } from '@/components/ui/status-badge'
import { partnerDetailPath } from '@/config/routes'
import type { BpType, BusinessPartner } from '@/entities/business-partner'

import { partnerQueries } from '../api/partner-queries'
import { relatedQueries } from '../api/related-records'

import { RelatedSection } from './related-section'
import * as styles from './partner-detail.module.css'

/** The children a type has: a distributor's dealers, a dealer's stores. */
const CHILD_TYPE: Partial<Record<BpType, BpType>> = { distributor: 'dealer', dealer: 'store' }
/** A parent's type: dealers hang under distributors, stores under dealers. */
export const PARENT_TYPE: Partial<Record<BpType, BpType>> = { dealer: 'distributor', store: 'dealer' }

const CHILDREN_PAGE_SIZE = 10

/** Where the partner sits: its parent, and its children as a paged list of links. */
export function NetworkSection({ partner }: { partner: BusinessPartner }) {
  const { t } = useTranslation('detail')
  const childType = partner.bpType ? CHILD_TYPE[partner.bpType] : undefined
  return (
    <section id="network" aria-labelledby="network-title" className={styles.section}>
      <h2 id="network-title" className={styles.sectionTitle}>
        {t('sections.network.title')}
      </h2>
      <ParentLink partner={partner} />
      {childType ? <Children partner={partner} childType={childType} /> : null}
    </section>
  )
}

function ParentLink({ partner }: { partner: BusinessPartner }) {
  const { t } = useTranslation('detail')
  const { t: common } = useTranslation()
  const parent = useQuery({
    ...partnerQueries.detail(partner.parentId ?? 0),
    enabled: partner.parentId != null,
  })
  if (partner.parentId == null) return <p className={styles.empty}>{t('sections.network.noParent')}</p>
  const type = parent.data?.bpType ?? (partner.bpType ? PARENT_TYPE[partner.bpType] : undefined)
  return (
    <dl className={styles.fields}>
      <div className={styles.field}>
        <dt>{t('sections.network.parent')}</dt>
        <dd>
          {type ? (
            <Link to={partnerDetailPath(type, partner.parentId)}>
              {parent.data?.name ?? `#${partner.parentId}`}
            </Link>
          ) : (
            `#${partner.parentId}`
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
