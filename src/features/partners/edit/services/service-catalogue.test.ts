import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { Service } from '@/entities/service'

import { addableServices, serviceLabel } from './service-catalogue'

const service = (
  id: number,
  axCampaignId: string | null,
  name: string | null = `Service ${id}`,
): Service => ({
  id,
  axCampaignId,
  name,
})

describe('the services a partner can be given', () => {
  test('leaves out services already offered, services without a campaign id, and repeats of a campaign', () => {
    const catalogue = [
      service(1, 'CMP-1', 'Repairs'),
      service(2, 'CMP-2', 'Fitting'),
      service(3, null, 'Unlinkable'),
      service(4, 'CMP-2', 'Fitting again'),
      service(5, ' ', 'Blank campaign'),
    ]
    expect(addableServices(catalogue, [catalogue[0]!]).map((item) => item.id)).toEqual([2])
  })

  test('a label names the service and its campaign; a nameless one by its campaign', () => {
    expect(serviceLabel(service(1, 'CMP-1', 'Repairs'))).toBe('Repairs · CMP-1')
    expect(serviceLabel(service(2, 'CMP-2', '  '))).toBe('CMP-2')
  })

  test('never offers a campaign the partner has, and offers every other campaign once', () => {
    const campaign = fc.constantFrom('CMP-1', 'CMP-2', 'CMP-3', 'CMP-4')
    const services = fc.array(fc.tuple(fc.nat(99), campaign), { maxLength: 12 })
    fc.assert(
      fc.property(services, services, (catalogueRows, offeredRows) => {
        const catalogue = catalogueRows.map(([id, cmp]) => service(id, cmp))
        const offered = offeredRows.map(([id, cmp]) => service(id, cmp))
        const campaigns = addableServices(catalogue, offered).map((item) => item.axCampaignId)
        const expected = new Set(catalogue.map((item) => item.axCampaignId))
        for (const item of offered) expected.delete(item.axCampaignId)
        expect(new Set(campaigns)).toEqual(expected)
        expect(campaigns).toHaveLength(expected.size)
      }),
    )
  })
})
