import type * as z from 'zod/mini'

import { AddressSchema } from '@/entities/address'
import { BusinessPartnerSchema } from '@/entities/business-partner'
import { BusinessPartnerWritableSchema } from '@/entities/business-partner-writable'
import { ClosingDateSchema } from '@/entities/closing-date'
import { DealerConfigSchema } from '@/entities/dealer-config'
import { DiscountSchema } from '@/entities/discount'
import { OpeningHourSchema } from '@/entities/opening-hour'
import { OpeningHourTemplateSchema } from '@/entities/opening-hour-template'
import { PricingSchema } from '@/entities/pricing'
import { SalesCompanySchema } from '@/entities/sales-company'
import { SapAxMappingSchema } from '@/entities/sap-ax-mapping'
import { ServiceSchema } from '@/entities/service'
import { ServiceMapSchema } from '@/entities/service-map'
import { StoreConfigSchema } from '@/entities/store-config'

import type { Read } from './tolerant-read'

/**
 * The one definition per data-service resource. The HTTP client, the
 * query-key factories, the hooks and the mock world are all generated from it.
 */
export const resources = {
  addresses: AddressSchema,
  'closing-dates': ClosingDateSchema,
  pricings: PricingSchema,
  discounts: DiscountSchema,
  'opening-hours': OpeningHourSchema,
  'opening-hour-templates': OpeningHourTemplateSchema,
  services: ServiceSchema,
  'service-maps': ServiceMapSchema,
  'dealer-configs': DealerConfigSchema,
  'store-configs': StoreConfigSchema,
  'sap-ax-mappings': SapAxMappingSchema,
  'business-partner-writables': BusinessPartnerWritableSchema,
  'sales-companies': SalesCompanySchema,
  'business-partners': BusinessPartnerSchema,
} as const satisfies Record<string, z.ZodMiniType>

export type ResourceName = keyof typeof resources

/**
 * Relations are data, not code: a partner's services are read through
 * its service maps, so a services query shows what the service maps say, and a write to a service
 * map changes it.
 */
const readThrough: Partial<Record<ResourceName, readonly ResourceName[]>> = {
  'service-maps': ['services'],
}

/** Every resource whose queries show `resource`'s records: itself, then those read through it. */
export function resourcesShowing(resource: ResourceName): readonly ResourceName[] {
  return [resource, ...(readThrough[resource] ?? [])]
}

/**
 * The entity a resource holds, as the app sees it (after the schema's renames), with what the
 * service sent beside it (tolerant-read.ts).
 */
export type ResourceEntity<R extends ResourceName> = Read<z.output<(typeof resources)[R]>>

export const resourceNames = Object.keys(resources) as ResourceName[]
