import { BusinessPartnerSchema } from '@/entities/business-partner'
import { ClosingDateSchema } from '@/entities/closing-date'
import { OpeningHourSchema } from '@/entities/opening-hour'
import { OpeningHourTemplateSchema } from '@/entities/opening-hour-template'

export { storeConfig } from '@/features/partners/model/test-fixtures'

/** A partner as the app hands it out: a trading store in Taipei, with a place and an address. */
export const partner = (fields: Record<string, unknown> = {}) =>
  BusinessPartnerSchema.parse({
    id: 7,
    accountNum: 'C-007',
    parentId: 3,
    bpType: 'store',
    status: 'active',
    gsc: 'TW01',
    name: '捷安騎士 台北店',
    phone: '+886 2 2345 6789',
    email: 'taipei@example.tw',
    city: 'Taipei',
    street: 'Xinyi Road 5',
    zipcode: '110',
    country: 'TW',
    latitude: 25.033,
    longitude: 121.565,
    openingHourTemplateId: null,
    ...fields,
  })

export const closingDate = (fields: Record<string, unknown>) =>
  ClosingDateSchema.parse({ id: 1, bpId: 7, reason: 'Stocktaking', ...fields })

export const template = (id: number, openingHourId: number | null) =>
  OpeningHourTemplateSchema.parse({ id, openingHourId })

export const openingHour = (fields: Record<string, unknown>) =>
  OpeningHourSchema.parse({ id: 1, gsc: 'TW01', ...fields })
