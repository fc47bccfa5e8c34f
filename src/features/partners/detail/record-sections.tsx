import { Fragment, type ReactNode } from 'react'

import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import type { BusinessPartner } from '@/entities/business-partner'

import type { RecordByPartnerId } from '../api/partner-requests'
import { relatedQueries, type RelatedRecords } from '../api/related-records'
import { useClosingDateEditing } from '../edit/closing-dates/closing-dates-editing'
import { useServiceEditing } from '../edit/services/services-editing'
import { useStoreSettingsEditing } from '../edit/store-settings/store-settings-editing'
import { useWebLinksEditing } from '../edit/web-links/web-links-editing'

import { AddressesView } from './records/addresses-view'
import { ClosingDatesView } from './records/closing-dates-view'
import { DealerConfigView } from './records/dealer-config-view'
import { DiscountsView } from './records/discounts-view'
import { PricingView } from './records/pricing-view'
import { SapAxMappingView } from './records/sap-ax-mapping-view'
import { ServicesView } from './records/services-view'
import { StoreConfigView } from './records/store-config-view'
import { WebLinksView } from './records/web-links-view'
import * as styles from './partner-detail.module.css'
import { RelatedSection } from './related-section'
import { usePartnerTime } from './partner-time'

type Context = { language: string }

type RecordSectionProps<T> = {
  /** The anchor and the `detail:sections.<id>` keys (title, empty). */
  id: string
  query: UseQueryResult<RelatedRecords<T>>
  children: (records: T[], context: Context) => ReactNode
  span?: 'double' | 'full'
  footer?: ReactNode
}

/**
 * A section of related records: a RelatedSection titled and emptied by its id. Records the
 * service sent but that could not be read at all are counted under the rest
 * (docs/decisions/010-tolerant-reading.md).
 */
function RecordSection<T>({ id, query, children, span, footer }: RecordSectionProps<T>) {
  const { t, i18n } = useTranslation('detail')
  return (
    <RelatedSection
      id={id}
      title={t(`sections.${id}.title`)}
      emptyText={t(`sections.${id}.empty`)}
      query={query}
      isEmpty={({ records, unreadable }) => records.length === 0 && unreadable === 0}
      span={span}
      footer={footer}
    >
      {({ records, unreadable }) => (
        <>
          {records.length > 0 && children(records, { language: i18n.language })}
          {unreadable > 0 && (
            <p className={styles.unreadable}>{t('sections.unreadable', { count: unreadable })}</p>
          )}
        </>
      )}
    </RelatedSection>
  )
}

type SectionProps = { partner: BusinessPartner }

/** The partner's records of a resource kept under its id (bpId). */
const useRecordsOf = <R extends RecordByPartnerId>(resource: R, partner: BusinessPartner) =>
  useQuery(relatedQueries.byPartnerId(resource, partner.id))

export function AddressesSection({ partner }: SectionProps) {
  return (
    <RecordSection id="addresses" query={useRecordsOf('addresses', partner)}>
      {(addresses, { language }) => <AddressesView addresses={addresses} language={language} />}
    </RecordSection>
  )
}

export function ClosingDatesSection({ partner }: SectionProps) {
  const today = usePartnerTime().local.date
  const { i18n } = useTranslation()
  const query = useRecordsOf('closing-dates', partner)
  const editing = useClosingDateEditing(partner.id, query.data?.records ?? [], i18n.language)
  return (
    <RecordSection
      id="closingDates"
      query={query}
      footer={
        <>
          {editing.addButton}
          {editing.form}
        </>
      }
    >
      {(closingDates, { language }) => (
        <>
          <ClosingDatesView
            closingDates={closingDates}
            today={today}
            language={language}
            actions={editing.actions}
          />
        </>
      )}
    </RecordSection>
  )
}

export function PricingSection({ partner }: SectionProps) {
  return (
    <RecordSection id="pricing" query={useRecordsOf('pricings', partner)}>
      {(pricings) => <PricingView pricings={pricings} />}
    </RecordSection>
  )
}

export function DiscountsSection({ partner }: SectionProps) {
  return (
    <RecordSection id="discounts" query={useRecordsOf('discounts', partner)}>
      {(discounts, { language }) => <DiscountsView discounts={discounts} language={language} />}
    </RecordSection>
  )
}

/** Services through the partner's service maps (api/related-records). */
export function ServicesSection({ partner }: SectionProps) {
  const query = useQuery(relatedQueries.services(partner.id))
  const editing = useServiceEditing(partner.id, query.data?.records ?? [])
  const footer = (
    <>
      {editing.addButton}
      {editing.form}
    </>
  )
  return (
    <RecordSection id="services" query={query} footer={footer}>
      {(services) => <ServicesView services={services} actions={editing.actions} />}
    </RecordSection>
  )
}

export function DealerConfigSection({ partner }: SectionProps) {
  return (
    <RecordSection id="dealerConfig" query={useRecordsOf('dealer-configs', partner)}>
      {(dealerConfigs) => <DealerConfigView dealerConfigs={dealerConfigs} />}
    </RecordSection>
  )
}

export function SapAxMappingSection({ partner }: SectionProps) {
  return (
    <RecordSection id="sapAxMapping" query={useRecordsOf('sap-ax-mappings', partner)}>
      {(mappings) => <SapAxMappingView mappings={mappings} />}
    </RecordSection>
  )
}

export function WebLinksSection({ partner }: SectionProps) {
  const query = useRecordsOf('business-partner-writables', partner)
  const editing = useWebLinksEditing(partner.id, query.data?.records)
  return (
    <RecordSection
      id="webLinks"
      query={query}
      footer={
        <>
          {editing.buttons}
          {editing.form}
        </>
      }
    >
      {(writables) => <WebLinksView writables={writables} />}
    </RecordSection>
  )
}

/** Every field of each store config; a partner normally has one. */
export function StoreConfigSection({ partner }: SectionProps) {
  const query = useRecordsOf('store-configs', partner)
  const editing = useStoreSettingsEditing(query.data?.records.length ?? 0)
  return (
    <RecordSection id="storeConfig" query={query} span="full" footer={editing.form}>
      {(storeConfigs, { language }) =>
        storeConfigs.map((storeConfig) => (
          <Fragment key={storeConfig.id}>
            {editing.button(storeConfig)}
            <StoreConfigView storeConfig={storeConfig} language={language} />
          </Fragment>
        ))
      }
    </RecordSection>
  )
}
