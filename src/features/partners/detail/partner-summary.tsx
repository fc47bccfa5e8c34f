import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import { StatusBadge } from '@/components/ui/status-badge'
import type { BusinessPartner } from '@/entities/business-partner'
import { formatDateTime } from '@/lib/format-date'
import { mailtoHref, telHref } from '@/lib/safe-href'

import * as styles from './partner-detail.module.css'

type PartnerSummaryProps = { partner: BusinessPartner }

/**
 * A partner's own record: who it is in the brand's books, and how to reach it. Every value is
 * rendered as text (React escapes it); links are made only from values that pass safeHref.
 */
export function PartnerSummary({ partner }: PartnerSummaryProps) {
  const { t, i18n } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const when = (value: string | null | undefined) => formatDateTime(value, i18n.language) || undefined
  return (
    <>
      <Card id="account" title={detail('sections.account.title')}>
        <DescriptionItem term={t('partner.accountNum')}>{partner.accountNum}</DescriptionItem>
        <DescriptionItem term={t('partner.type')}>
          {partner.bpType && t(`bpType.${partner.bpType}`)}
        </DescriptionItem>
        <DescriptionItem term={t('partner.status')}>
          {partner.status ? (
            <StatusBadge status={partner.status} label={t(`status.${partner.status}`)} />
          ) : null}
        </DescriptionItem>
        <DescriptionItem term={t('partner.gsc')}>{partner.gsc}</DescriptionItem>
        <DescriptionItem term={t('partner.source')}>
          {[partner.sourceType, partner.sourceRecId].filter(Boolean).join(' · ')}
        </DescriptionItem>
        <DescriptionItem term={t('partner.created')}>{when(partner.createdAt)}</DescriptionItem>
        <DescriptionItem term={t('partner.modified')}>{when(partner.modifiedAt)}</DescriptionItem>
      </Card>
      <Card id="contact" title={t('partner.contact')}>
        <DescriptionItem term={t('partner.phone')}>
          <TextOrLink text={partner.phone} href={telHref(partner.phone)} />
        </DescriptionItem>
        <DescriptionItem term={t('partner.email')}>
          <TextOrLink text={partner.email} href={mailtoHref(partner.email)} />
        </DescriptionItem>
        <DescriptionItem term={t('partner.fax')}>{partner.fax}</DescriptionItem>
      </Card>
    </>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <DescriptionList>{children}</DescriptionList>
    </section>
  )
}

function TextOrLink({ text, href }: { text: string; href: string | undefined }) {
  return href ? <a href={href}>{text}</a> : <>{text}</>
}
