import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { OpeningHour } from '@/entities/opening-hour'
import { hasHours, toWeek } from '@/features/partners/model/opening-hours/week'

import {
  addOpeningHour,
  addTemplate,
  emptyHoursIndex,
  hasNoHours,
  hasNoLocation,
  isBackwards,
  isBlockedWhileActive,
  parentProblem,
  partnerEmailProblem,
  settingsEmailProblems,
} from './attention-rules'
import { closingDate, openingHour, partner, storeConfig, template } from './test-fixtures'

describe('hasNoLocation', () => {
  test.each([
    [{ latitude: 25.03, longitude: 121.56 }, false],
    [{ latitude: null, longitude: 121.56 }, true],
    [{ latitude: 25.03, longitude: null }, true],
    [{ latitude: null, longitude: null }, true],
    [{ latitude: 0, longitude: 0 }, true],
    [{ latitude: 91, longitude: 10 }, true],
  ])('%j: %s', (place, expected) => {
    expect(hasNoLocation(partner(place))).toBe(expected)
  })
})

describe('partnerEmailProblem', () => {
  test.each([
    ['taipei@example.tw', undefined],
    ['  shop@velo.de ', undefined],
    ['not-an-email', { field: 'email', value: 'not-an-email' }],
    ['shop@', { field: 'email', value: 'shop@' }],
    ['', { field: 'email', value: '' }],
  ])('%j', (email, expected) => {
    expect(partnerEmailProblem(partner({ email }))).toEqual(expected)
  })
})

describe('settingsEmailProblems', () => {
  test('names each settings e-mail the settings form would refuse, with what it holds', () => {
    expect(settingsEmailProblems(storeConfig())).toEqual([
      { field: 'emailReporting', value: 'not an address' },
    ])
    expect(
      settingsEmailProblems(
        storeConfig({
          emailReporting: null,
          emailMarketing: 'true',
          consumerOrderContactEmails: ['orders@velo.de', 'oops', ''],
        }),
      ),
    ).toEqual([{ field: 'backup1', value: 'oops' }])
  })
})

describe('isBackwards', () => {
  test.each([
    [{ from: '2026-12-05', to: '2026-12-01' }, true],
    [{ from: '2026-12-01', to: '2026-12-05' }, false],
    [{ from: '2026-12-01', to: '2026-12-01' }, false],
    [{ from: '2026-12-01', to: null }, false],
    [{ day: '2026-12-01' }, false],
  ])('%j: %s', (dates, expected) => {
    expect(isBackwards(closingDate(dates))).toBe(expected)
  })
})

describe('isBlockedWhileActive', () => {
  test.each([
    ['all', true, true],
    ['all', false, false],
    ['all', null, false],
    ['invoice', true, false],
    ['no', true, false],
  ])('blocked %s, shop active %s: %s', (blocked, shopActive, expected) => {
    expect(isBlockedWhileActive(storeConfig({ blocked, shopActive }))).toBe(expected)
  })
})

describe('parentProblem', () => {
  const distributor = partner({ id: 1, bpType: 'distributor', parentId: null })
  const dealer = partner({ id: 3, bpType: 'dealer', parentId: 1 })
  const inactiveDealer = partner({ id: 4, bpType: 'dealer', parentId: 1, status: 'inactive' })
  const byId = new Map([distributor, dealer, inactiveDealer].map((record) => [record.id, record]))
  test.each([
    ['a store under a trading dealer', partner({ parentId: 3 }), undefined],
    ['a store under an inactive dealer', partner({ parentId: 4 }), 'inactive'],
    ['a store whose dealer is not on record', partner({ parentId: 99 }), 'missing'],
    ['a store without a parent', partner({ parentId: null }), 'missing'],
    ['a dealer under its distributor', dealer, undefined],
    ['a distributor, which has none', distributor, undefined],
    ['a partner of no type', partner({ bpType: null, parentId: 99 }), undefined],
  ])('%s', (_, record, expected) => {
    expect(parentProblem(record, byId)).toBe(expected)
  })
})

describe('hasNoHours', () => {
  const index = emptyHoursIndex()
  addTemplate(index, template(1, 10))
  addTemplate(index, template(2, 20))
  addTemplate(index, template(3, 999))
  addTemplate(index, template(4, 30))
  const week = { axOpeningHourTemplateRecId: 5001 }
  addOpeningHour(
    index,
    openingHour({ id: 10, ...week, weekday: 'mon', morningFrom: '9:00', morningTo: '12:00' }),
  )
  addOpeningHour(index, openingHour({ id: 11, ...week, weekday: 'tue' }))
  addOpeningHour(index, openingHour({ id: 20, axOpeningHourTemplateRecId: 5002, weekday: 'mon' }))
  addOpeningHour(index, openingHour({ id: 30, weekday: 'sat', afternoonFrom: '13:00', afternoonTo: '17:00' }))

  test.each([
    ['a week with hours on one day', 1, false],
    ['a week whose every day is closed', 2, true],
    ['a template pointing at no row', 3, true],
    ['a row that is its own week', 4, false],
    ['a template not on record', 77, true],
    ['no template', null, true],
  ])('%s', (_, openingHourTemplateId, expected) => {
    expect(hasNoHours(openingHourTemplateId, index)).toBe(expected)
  })
})

describe('hasNoHours, from rows in any order (property)', () => {
  /** The chain as a partner's page follows it, over every row at once. */
  function weekOf(templateId: number, templates: Map<number, number | null>, rows: readonly OpeningHour[]) {
    const named = rows.find((row) => row.id === templates.get(templateId))
    if (!named) return []
    if (!named.axOpeningHourTemplateRecId) return [named]
    return rows.filter((row) => row.axOpeningHourTemplateRecId === named.axOpeningHourTemplateRecId)
  }
  const time = fc.constantFrom(null, '', '9:00', '12:30', '18:00', '0:00')
  const rowArb = fc.record({
    axOpeningHourTemplateRecId: fc.constantFrom(null, 5001, 5002, 5003),
    weekday: fc.constantFrom(null, 'mon', 'sat'),
    morningFrom: time,
    morningTo: time,
    eveningFrom: time,
    eveningTo: time,
  })

  test('agrees with the week the rows make, however they were read', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 12 }),
        fc.array(fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }), { maxLength: 6 }),
        (fields, named) => {
          const rows = fields.map((row, index) => openingHour({ ...row, id: index + 1 }))
          const index = emptyHoursIndex()
          named.forEach((openingHourId, id) => addTemplate(index, template(id + 1, openingHourId)))
          for (const row of [...rows].reverse()) addOpeningHour(index, row)
          for (let templateId = 1; templateId <= named.length + 1; templateId += 1)
            expect(hasNoHours(templateId, index)).toBe(
              !hasHours(toWeek(weekOf(templateId, index.templates, rows))),
            )
        },
      ),
    )
  })
})
