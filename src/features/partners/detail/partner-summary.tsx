import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { BusinessPartner } from '@/entities/business-partner'
import { isUnreadable } from '@/lib/data-service/tolerant-read'
import { formatDateTime } from '@/lib/format-date'

import { DetailCard } from './detail-card'
import { emailValue, phoneValue } from './records/contact-value'

type PartnerSummaryProps = { partner: BusinessPartner }

/**
 * A partner's own record: who it is in the brand's books, and how to reach it. Its type and
 * status are the badges under the page's title, not repeated here. Every value is rendered as
 * text (React escapes it); links are made only from values that pass safeHref.
 */
export function PartnerSummary({ partner }: PartnerSummaryProps) {
  const { t, i18n } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const when = (value: string | null | undefined) => formatDateTime(value, i18n.language) || undefined
  return (
    <>
      <Card id="account" title={detail('sections.account.title')}>
        <DescriptionItem term={t('partner.accountNum')} unreadable={isUnreadable(partner, 'accountNum')}>
          {partner.accountNum}
        </DescriptionItem>
        <DescriptionItem term={t('partner.gsc')} unreadable={isUnreadable(partner, 'gsc')}>
          {partner.gsc}
        </DescriptionItem>
        <DescriptionItem
          term={t('partner.source')}
          unreadable={isUnreadable(partner, 'sourceType') || isUnreadable(partner, 'sourceRecId')}
        >
          {[partner.sourceType, partner.sourceRecId].filter(Boolean).join(' · ')}
        </DescriptionItem>
        <DescriptionItem term={t('partner.created')} unreadable={isUnreadable(partner, 'createdAt')}>
          {when(partner.createdAt)}
        </DescriptionItem>
        <DescriptionItem term={t('partner.modified')} unreadable={isUnreadable(partner, 'modifiedAt')}>
          {when(partner.modifiedAt)}
        </DescriptionItem>
      </Card>
      <Card id="contact" title={t('partner.contact')}>
        <DescriptionItem term={t('partner.phone')} unreadable={isUnreadable(partner, 'phone')}>
          {phoneValue(partner.phone)}
        </DescriptionItem>
        <DescriptionItem term={t('partner.email')} unreadable={isUnreadable(partner, 'email')}>
          {emailValue(partner.email)}
        </DescriptionItem>
        <DescriptionItem term={t('partner.fax')} unreadable={isUnreadable(partner, 'fax')}>
          {partner.fax}
        </DescriptionItem>
      </Card>
    </>
  )
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <DetailCard id={id} title={title}>
      <DescriptionList>{children}</DescriptionList>
    </DetailCard>
  )
}
