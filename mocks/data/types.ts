import type { BpType, PartnerStatus } from '@/entities/business-partner'

import type { Area, Place } from './places'

/** A raw record as the mock data service stores and sends it (development spellings included). */
export type MockRecord = { id: number } & Record<string, unknown>

export interface MockPartner extends MockRecord {
  accountNum: string
  parentId: number | null
  bpType: BpType
  status: PartnerStatus
  sourceType: string
  sourceRecId: string
  gsc: string
  name: string
  phone: string
  email: string
  fax: string | null
  city: string
  street: string
  zipcode: string
  stateProvince: string | null
  country: string
  district: string | null
  latitude: number | null
  longitude: number | null
  createdAt: string
  modifiedAt: string
  openingHourTemplateId: number | null
}

/** A partner with the generator's context, for the records that hang off it. */
export interface PartnerSeed {
  partner: MockPartner
  place: Place
  area: Area
  /** The partner's web domain, e.g. velo-lyon.fr. */
  domain: string
}
