import type { BusinessPartner } from '@/entities/business-partner'

import { NetworkSection } from './network-section'
import { OpeningHoursSection } from './opening-hours-section'
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

/** Every group of the partner's records after its own: each loads, fails and retries on its own. */
export function RelatedSections({ partner }: { partner: BusinessPartner }) {
  return (
    <>
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
    </>
  )
}
