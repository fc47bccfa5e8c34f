import type { ResourceName } from '@/lib/data-service/resources'

import { generateAddresses } from './addresses'
import { generateClosingDates } from './closing-dates'
import {
  generateDealerConfigs,
  generateDiscounts,
  generatePricings,
  generateSapAxMappings,
} from './commercial-terms'
import { growMockData } from './grow'
import { generateOpeningHours, generateOpeningHourTemplates } from './opening-hours'
import { generatePartners } from './partners'
import { MOCK_RECORD_COUNT, seededRandom } from './random'
import { generateSalesCompanies } from './sales-companies'
import { generateServices } from './services'
import { generateStoreConfigs } from './store-configs'
import type { MockRecord } from './types'
import { generateWritables } from './web-presence'

export type MockData = Record<ResourceName, MockRecord[]>

/**
 * The whole mock world, 103 records per resource, identical on every call: one faker
 * with a fixed seed and a fixed "today" (2026-11-20), consumed in a fixed order. With more
 * partners (MOCK_PARTNERS), the same 103 and more after them (grow.ts).
 */
export function generateMockData(partnerCount: number = MOCK_RECORD_COUNT): MockData {
  const seeded = generateSeededData()
  return partnerCount > MOCK_RECORD_COUNT ? growMockData(seeded, partnerCount) : seeded
}

function generateSeededData(): MockData {
  const random = seededRandom()
  const seeds = generatePartners(random)
  const { openingHours, templateIdByPartner } = generateOpeningHours(random, seeds)
  for (const { partner } of seeds) partner.openingHourTemplateId = templateIdByPartner.get(partner.id) ?? null
  const { services, serviceMaps } = generateServices(random, seeds)

  return {
    'business-partners': seeds.map((seed) => seed.partner),
    addresses: generateAddresses(random, seeds),
    'closing-dates': generateClosingDates(random, seeds),
    pricings: generatePricings(random, seeds),
    discounts: generateDiscounts(random, seeds),
    'opening-hours': openingHours,
    'opening-hour-templates': generateOpeningHourTemplates(random, openingHours),
    services,
    'service-maps': serviceMaps,
    'dealer-configs': generateDealerConfigs(random, seeds),
    'store-configs': generateStoreConfigs(random, seeds),
    'sap-ax-mappings': generateSapAxMappings(random, seeds),
    'business-partner-writables': generateWritables(random, seeds),
    'sales-companies': generateSalesCompanies(random),
  }
}
