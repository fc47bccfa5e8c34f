import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { PageFolder } from '@/lib/data-service/read-every-page'

import { closureFigures, hoursFigures, partnerFigures, settingsFigures } from './network-figures'
import {
  closuresFolder,
  hoursFolder,
  partnersFolder,
  settingsFolder,
  statusKey,
  templatesFolder,
} from './network-folds'
import { closingDate, openingHour, partner, storeConfig, template } from './test-fixtures'

/**
 * Folds `records` as a reading does: in pages of `size`, the pages arriving in `order` (page
 * numbers; in turn unless given), each page's records in turn.
 */
async function folded<T, R>(folder: PageFolder<T, R>, records: readonly T[], size = 3, order?: number[]) {
  const pages = Array.from({ length: Math.ceil(records.length / size) }, (_, index) =>
    records.slice(index * size, (index + 1) * size),
  )
  for (const page of order ?? pages.map((_, index) => index + 1))
    for (const record of pages[page - 1] ?? []) folder.fold(record, page)
  return (await folder.finish?.({ total: 0, pageCount: 0, folded: 0, unreadable: 0 })) as R
}

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
  test('are the same whatever order the pages came in and however they are sliced', async () => {
    await fc.assert(
      fc.asyncProperty(
        world.chain((partners) =>
          fc.tuple(
            fc.constant(partners),
            fc.shuffledSubarray(
              Array.from({ length: Math.ceil(partners.length / 3) }, (_, index) => index + 1),
              { minLength: Math.ceil(partners.length / 3) },
            ),
          ),
        ),
        async ([partners, order]) => {
          const inTurn = await partnerFigures(await folded(partnersFolder(), partners), { budgetMs: 1_000 })
          const shuffled = await partnerFigures(await folded(partnersFolder(), partners, 3, order), {
            budgetMs: 0,
          })
          const { largest, rest, unknown } = inTurn.countries
          expect(largest.reduce((sum, { count }) => sum + count, 0) + rest.count + unknown).toBe(
            partners.length,
          )
          expect([...shuffled.refs.keys()]).toEqual(partners.map(({ id }) => id))
          for (const list of ['noLocation', 'badEmail', 'parentProblem'] as const)
            expect(shuffled[list]).toEqual(inTurn[list])
          expect(inTurn.badEmail.map(({ partner: { id } }) => id)).toEqual(
            partners.filter((record) => record.email !== 'a@b.tw').map(({ id }) => id),
          )
          const sorted = (refs: readonly { id: number }[] = []) =>
            refs.map(({ id }) => id).sort((a, b) => a - b)
          for (const { code, partners: counted } of inTurn.countries.largest)
            expect(sorted(counted)).toEqual(
              partners.filter((record) => record.country === code).map(({ id }) => id),
            )
          expect(sorted(shuffled.statuses.get(statusKey('dealer', 'active')))).toEqual(
            partners
              .filter((record) => record.bpType === 'dealer' && record.status === 'active')
              .map(({ id }) => id),
          )
        },
      ),
      { numRuns: 30 },
    )
  })

  test('names a parent missing or no longer trading, from every partner read', async () => {
    const partners = [
      partner({ id: 1, bpType: 'distributor', parentId: null, status: 'inactive' }),
      partner({ id: 2, bpType: 'dealer', parentId: 1 }),
      partner({ id: 3, bpType: 'store', parentId: 2 }),
      partner({ id: 4, bpType: 'store', parentId: 99 }),
    ]
    // The dealer's page arrives after its stores'.
    const figures = await partnerFigures(await folded(partnersFolder(), partners, 2, [2, 1]))
    expect(figures.parentProblem.map(({ partner: { id }, reason, value }) => [id, reason, value])).toEqual([
      [2, 'inactive', '1'],
      [4, 'missing', '99'],
    ])
  })
})

describe('closureFigures', () => {
  test('lists who is closed on each day and the spans written backwards, of known partners only', async () => {
    const { refs } = await partnerFigures(
      await folded(partnersFolder(), [partner({ id: 1 }), partner({ id: 2, bpType: 'dealer' })]),
    )
    const records = [
      closingDate({ id: 1, bpId: 1, day: '2026-12-24', from: '2026-12-24', to: '2026-12-24' }),
      closingDate({ id: 2, bpId: 2, from: '2026-12-26', to: '2026-12-25' }),
      closingDate({ id: 3, bpId: 99, from: '2026-12-24', to: '2026-12-30' }),
      closingDate({ id: 4, bpId: 1, from: '2026-12-26', to: '2026-12-26' }),
    ]
    const figures = await closureFigures(
      await folded(closuresFolder('2026-12-24'), records, 1, [4, 3, 2, 1]),
      refs,
    )
    expect(figures.days[0]).toBe('2026-12-24')
    expect(figures.closed.map(({ partner: { id }, days }) => [id, days])).toEqual([
      [1, 0b101],
      [2, 0b110],
    ])
    expect(figures.backwardsClosure).toEqual([{ partner: refs.get(2), value: '2026-12-26 → 2026-12-25' }])
  })
})

describe('settingsFigures', () => {
  test('names bad settings e-mails and shops blocked for all while active', async () => {
    const { refs } = await partnerFigures(await folded(partnersFolder(), [partner({ id: 7 })]))
    const configs = [storeConfig({ blocked: 'all', shopActive: true }), storeConfig({ id: 9, bpId: 99 })]
    const figures = await settingsFigures(await folded(settingsFolder(), configs), refs)
    expect(figures.badEmail).toEqual([
      { partner: refs.get(7), reason: 'emailReporting', value: 'not an address' },
    ])
    expect(figures.blockedWhileActive).toEqual([{ partner: refs.get(7) }])
  })
})

describe('hoursFigures', () => {
  test('names the partners whose week has no opening time, the rows read in any order', async () => {
    const partners = await folded(partnersFolder(), [
      partner({ id: 1, openingHourTemplateId: 1 }),
      partner({ id: 2, openingHourTemplateId: 2 }),
      partner({ id: 3, openingHourTemplateId: null }),
    ])
    const templates = await folded(templatesFolder(), [template(1, 10), template(2, 20)])
    const rows = await folded(
      hoursFolder(),
      [
        openingHour({ id: 10, axOpeningHourTemplateRecId: 5001, weekday: 'mon' }),
        openingHour({ id: 20, axOpeningHourTemplateRecId: 5002, weekday: 'mon' }),
        openingHour({
          id: 11,
          axOpeningHourTemplateRecId: 5001,
          weekday: 'tue',
          morningFrom: '9:00',
          morningTo: '12:00',
        }),
      ],
      1,
      [3, 2, 1],
    )
    const noHours = await hoursFigures(partners, { templates, ...rows })
    expect(noHours.map(({ partner: { id } }) => id)).toEqual([2, 3])
  })
})
