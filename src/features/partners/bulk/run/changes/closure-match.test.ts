import { describe, expect, test } from 'vitest'

import { closing } from '../../../model/opening-hours/test-fixtures'

import { draftVerdict, matchesClosure } from './closure-match'
import { isSameRecord } from './same-record'

const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }

/** `same` names which of the closures is the very same one. */
type Expected =
  { kind: 'new' } | { kind: 'same'; at: number } | { kind: 'overlaps'; from: string; to?: string }

describe('what a closure to add meets', () => {
  test.each<[string, ReturnType<typeof closing>[], Expected]>([
    ['nothing', [], { kind: 'new' }],
    [
      'itself',
      [closing({ day: '2026-12-24', from: '2026-12-24', to: '2026-12-26', reason: 'Christmas ' })],
      { kind: 'same', at: 0 },
    ],
    [
      'itself written liberally (from and to only)',
      [closing({ from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' })],
      { kind: 'same', at: 0 },
    ],
    [
      'the same days for another reason',
      [closing({ from: '2026-12-24', to: '2026-12-26', reason: 'christmas' })],
      { kind: 'overlaps', from: '2026-12-24', to: '2026-12-26' },
    ],
    [
      'a permanent closure',
      [closing({ from: '2026-06-01', reason: 'Moved' })],
      { kind: 'overlaps', from: '2026-06-01' },
    ],
    [
      'itself beside an overlapping one',
      [closing({ day: '2026-12-25' }), closing({ ...christmas })],
      { kind: 'same', at: 1 },
    ],
    ['an undated record', [closing({ reason: 'Christmas' })], { kind: 'new' }],
  ])('%s', (_, closures, expected) => {
    expect(draftVerdict(christmas, closures)).toEqual(
      expected.kind === 'same' ? { kind: 'same', closure: closures[expected.at] } : expected,
    )
  })

  test('one day: an empty `to` is the day itself', () => {
    const day = { from: '2026-12-25', to: '', reason: '' }
    const record = closing({ day: '2026-12-25', from: '2026-12-25', to: '2026-12-25' })
    expect(draftVerdict(day, [record])).toEqual({ kind: 'same', closure: record })
  })
})

describe('which closures a bulk delete takes', () => {
  const match = { reason: 'inventory', from: '2026-12-01', to: '2026-12-31' }
  test.each([
    [
      'its reason over the days, in any case and spacing',
      closing({ day: '2026-12-05', reason: ' Inventory ' }),
      true,
    ],
    ['another reason', closing({ day: '2026-12-05', reason: 'Holiday' }), false],
    ['no reason', closing({ day: '2026-12-05' }), false],
    ['its reason on other days', closing({ day: '2027-01-05', reason: 'Inventory' }), false],
    [
      'a permanent closure from before, with its reason',
      closing({ from: '2026-01-01', reason: 'inventory' }),
      true,
    ],
  ])('%s: %s', (_, closure, expected) => {
    expect(matchesClosure(match, closure)).toBe(expected)
  })

  test('a blank reason takes any reason, none included', () => {
    expect(matchesClosure({ ...match, reason: '  ' }, closing({ day: '2026-12-05' }))).toBe(true)
    expect(matchesClosure({ ...match, reason: '' }, closing({ day: '2026-12-05', reason: 'Holiday' }))).toBe(
      true,
    )
  })
})

describe('a removed record made again', () => {
  test.each([
    [
      'service-maps',
      { bpId: 1, campaignId: 'C-1', id: 4 },
      { bpId: 1, campaignId: 'C-1', id: 9, modifiedAt: 'x' },
      true,
    ],
    ['service-maps', { bpId: 1, campaignId: 'C-1' }, { bpId: 1, campaignId: 'C-2' }, false],
    ['service-maps', { bpId: 1, campaignId: 77 }, { bpId: 1, campaignId: '77' }, true],
    [
      'closing-dates',
      { bpId: 1, day: '2026-12-25', reason: 'Noël' },
      { bpId: 1, day: '2026-12-25', from: '2026-12-25', to: '2026-12-25', reason: 'Noël ' },
      true,
    ],
    [
      'closing-dates',
      { bpId: 1, day: '2026-12-25', reason: 'Noël' },
      { bpId: 1, day: '2026-12-25', reason: null },
      false,
    ],
    [
      'addresses',
      { id: 1, bpId: 1, city: 'Taipei', modifiedAt: 'a' },
      { id: 2, bpId: 1, city: 'Taipei', modifiedAt: 'b' },
      true,
    ],
    ['addresses', { id: 1, bpId: 1, city: 'Taipei' }, { id: 2, bpId: 1, city: 'Tainan' }, false],
  ] as const)('%s %j and %j: %s', (resource, removed, candidate, expected) => {
    expect(isSameRecord(resource, removed, candidate)).toBe(expected)
  })
})
