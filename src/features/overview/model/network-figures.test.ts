import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { closureFigures, partnerFigures, settingsFigures } from './network-figures'
import { closingDate, partner, storeConfig } from './test-fixtures'

const world = fc
  .array(
    fc.record({
      bpType: fc.constantFrom('distributor', 'dealer', 'store'),
      status: fc.constantFrom('active', 'inactive', 'closing'),
      country: fc.constantFrom('TW', 'DE', 'US', ''),
      latitude: fc.option(fc.double({ min: -80, max: 80, noNaN: true })),
      email: fc.constantFrom('a@b.tw', 'nope', ''),
      parentId: fc.option(fc.integer({ min: 1, max: 40 })),
    }),
    { maxLength: 40 },
  )
  .map((records) => records.map((fields, index) => partner({ ...fields, id: index + 1, longitude: 120 })))

describe('partnerFigures', () => {
  test('counts every partner once by country, whatever the slices', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (partners) => {
        const whole = await partnerFigures(partners, { budgetMs: 1_000 })
        const sliced = await partnerFigures(partners, { budgetMs: 0 })
        const { largest, rest, unknown } = whole.countries
        expect(largest.reduce((sum, { count }) => sum + count, 0) + rest.count + unknown).toBe(
          partners.length,
        )
        expect(sliced.countries).toEqual(whole.countries)
        expect(sliced.noLocation).toEqual(whole.noLocation)
        expect(whole.badEmail.map(({ partner: { id } }) => id)).toEqual(
          partners.filter((record) => record.email !== 'a@b.tw').map(({ id }) => id),
        )
      }),
      { numRuns: 30 },
    )
  })
})

describe('closureFigures', () => {
  test('lists who is closed on each day and the spans written backwards, of known partners only', async () => {
    const { refs } = await partnerFigures([partner({ id: 1 }), partner({ id: 2, bpType: 'dealer' })])
    const figures = await closureFigures(
      [
        closingDate({ id: 1, bpId: 1, day: '2026-12-24', from: '2026-12-24', to: '2026-12-24' }),
        closingDate({ id: 2, bpId: 2, from: '2026-12-26', to: '2026-12-25' }),
        closingDate({ id: 3, bpId: 99, from: '2026-12-24', to: '2026-12-30' }),
      ],
      refs,
      '2026-12-24',
    )
    expect(figures.days[0]).toBe('2026-12-24')
    expect(figures.closed.map(({ partner: { id }, days }) => [id, days])).toEqual([
      [1, 0b001],
      [2, 0b110],
    ])
    expect(figures.backwardsClosure).toEqual([{ partner: refs.get(2), value: '2026-12-26 → 2026-12-25' }])
  })
})

describe('settingsFigures', () => {
  test('names bad settings e-mails and shops blocked for all while active', async () => {
    const { refs } = await partnerFigures([partner({ id: 7 })])
    const figures = await settingsFigures([storeConfig({ blocked: 'all', shopActive: true })], refs)
    expect(figures.badEmail).toEqual([
      { partner: refs.get(7), reason: 'emailReporting', value: 'not an address' },
    ])
    expect(figures.blockedWhileActive).toEqual([{ partner: refs.get(7) }])
  })
})
