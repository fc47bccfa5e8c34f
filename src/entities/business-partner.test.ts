import { describe, expect, test } from 'vitest'

import { AddressSchema, ADDRESS_TYPES } from './address'
import { BusinessPartnerSchema } from './business-partner'
import { BP_TYPES } from './partner-kinds'

const partner = {
  id: 1,
  gsc: 'TW0001',
  name: '捷安騎士單車',
  phone: '+886 4 2345 6789',
  email: 'info@jiean-knight.tw',
  city: '台中市',
  street: '中山路 12 號',
  zipcode: '400',
  country: 'TW',
}

describe('BusinessPartnerSchema', () => {
  test('accepts a partner with only the required fields', () => {
    expect(BusinessPartnerSchema.safeParse(partner).success).toBe(true)
  })

  test.each(['gsc', 'name', 'phone', 'email', 'city', 'street', 'zipcode', 'country'])(
    'refuses a partner without %s',
    (field) => {
      const { [field as keyof typeof partner]: _omitted, ...rest } = partner
      expect(BusinessPartnerSchema.safeParse(rest).success).toBe(false)
    },
  )

  test('accepts null for optional data a real API leaves empty', () => {
    const parsed = BusinessPartnerSchema.parse({ ...partner, parentId: null, fax: null, latitude: null })
    expect(parsed.parentId).toBeNull()
  })

  test('does not reject a malformed email, so the partner stays readable', () => {
    expect(BusinessPartnerSchema.safeParse({ ...partner, email: 'n/a' }).success).toBe(true)
  })

  test('knows the three partner types and statuses', () => {
    for (const bpType of BP_TYPES)
      expect(BusinessPartnerSchema.safeParse({ ...partner, bpType }).success).toBe(true)
    expect(BusinessPartnerSchema.safeParse({ ...partner, bpType: 'retailer' }).success).toBe(false)
    expect(BusinessPartnerSchema.safeParse({ ...partner, status: 'closing' }).success).toBe(true)
    expect(BusinessPartnerSchema.safeParse({ ...partner, status: 'closed' }).success).toBe(false)
  })

  test('accepts ISO timestamps and refuses other text', () => {
    expect(
      BusinessPartnerSchema.safeParse({ ...partner, modifiedAt: '2026-11-20T08:30:00.000Z' }).success,
    ).toBe(true)
    expect(
      BusinessPartnerSchema.safeParse({ ...partner, modifiedAt: '2026-11-20T08:30:00+08:00' }).success,
    ).toBe(true)
    expect(BusinessPartnerSchema.safeParse({ ...partner, modifiedAt: 'yesterday' }).success).toBe(false)
  })

  test('hands out a numeric source record id as a string', () => {
    expect(BusinessPartnerSchema.parse({ ...partner, sourceRecId: 5637144576 }).sourceRecId).toBe(
      '5637144576',
    )
  })

  test('drops unknown fields', () => {
    expect(BusinessPartnerSchema.parse({ ...partner, internalNote: 'x' })).not.toHaveProperty('internalNote')
  })
})

describe('AddressSchema', () => {
  const address = {
    sourceRecId: '5637000001',
    city: 'Lyon',
    street: '12 Rue de la République',
    zipcode: '69002',
    country: 'FR',
  }

  test('accepts an address without an id', () => {
    expect(AddressSchema.safeParse(address).success).toBe(true)
  })

  test('requires sourceRecId', () => {
    const { sourceRecId: _omitted, ...rest } = address
    expect(AddressSchema.safeParse(rest).success).toBe(false)
  })

  test('accepts every address type of the spec, including the empty one', () => {
    for (const addressType of ADDRESS_TYPES) {
      expect(AddressSchema.safeParse({ ...address, addressType }).success).toBe(true)
    }
    expect(AddressSchema.safeParse({ ...address, addressType: 'invoice' }).success).toBe(false)
  })
})
