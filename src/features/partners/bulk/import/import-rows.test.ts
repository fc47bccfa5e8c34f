import { describe, expect, test } from 'vitest'

import type { BusinessPartner } from '@/entities/business-partner'
import type { ClosingDate } from '@/entities/closing-date'

import { checkImportRows, importEntries, type ImportLookup } from './import-rows'
import type { SheetRow } from './sheet-rows'

const partner = (id: number, accountNum: string, name = `Partner ${id}`) =>
  ({ id, accountNum, name }) as BusinessPartner
const closure = (
  id: number,
  bpId: number,
  from: string,
  to: string | null,
  reason?: string,
): ClosingDate => ({
  id,
  bpId,
  day: from,
  from,
  to,
  reason,
})

const dealer = partner(12, 'TW-D010012', '捷安特台中經銷')
const store = partner(40, 'TW-S010040', 'Velo Lyon')
const twin1 = partner(70, 'GB-S010070')
const twin2 = partner(71, 'GB-S010070')
const christmas = closure(900, 12, '2027-12-24', '2027-12-26', 'Christmas')

const lookup: ImportLookup = {
  partnersByAccount: new Map([
    ['TW-D010012', [dealer]],
    ['TW-S010040', [store]],
    ['GB-S010070', [twin1, twin2]],
  ]),
  closingDatesByPartner: new Map([[12, [christmas]]]),
}

let line = 1
const row = (accountNum: string, from: string, to = '', reason = ''): SheetRow => ({
  row: ++line,
  accountNum,
  from,
  to,
  reason,
})

const problemsOf = (rows: SheetRow[]) => checkImportRows(rows, lookup).map((checked) => checked.problems)

describe('checking the rows of an import', () => {
  test.each<[string, SheetRow[], unknown[]]>([
    ['a good row', [row('TW-D010012', '2027-01-05', '2027-01-06', 'Stocktaking')], []],
    ['an account number in lower case', [row(' tw-d010012 ', '2027-01-05')], []],
    ['no account number', [row('  ', '2027-01-05')], [{ kind: 'noAccount' }]],
    ['an unknown account', [row('XX-0', '2027-01-05')], [{ kind: 'unknownAccount' }]],
    [
      'an account two partners have',
      [row('GB-S010070', '2027-01-05')],
      [{ kind: 'sharedAccount', count: 2 }],
    ],
    ['no from', [row('TW-D010012', '')], [{ kind: 'noFrom' }]],
    ['from not a date', [row('TW-D010012', '24/12/2027')], [{ kind: 'fromNotADate' }]],
    ['from not a day', [row('TW-D010012', '2027-02-30')], [{ kind: 'fromNotADate' }]],
    ['to not a date', [row('TW-D010012', '2027-01-05', 'soon')], [{ kind: 'toNotADate' }]],
    ['to before from', [row('TW-D010012', '2027-01-05', '2027-01-04')], [{ kind: 'toBeforeFrom' }]],
    [
      'an overlap with a closing date the partner has',
      [row('TW-D010012', '2027-12-26', '2027-12-31')],
      [{ kind: 'overlapsClosure', other: expect.objectContaining({ record: christmas }) }],
    ],
    ['the same days for another partner', [row('TW-S010040', '2027-12-24', '2027-12-26')], []],
    [
      'an unknown account and a bad day, both named',
      [row('XX-0', 'tomorrow', '2027-01-04')],
      [{ kind: 'unknownAccount' }, { kind: 'fromNotADate' }],
    ],
  ])('%s', (_, rows, problems) => {
    expect(problemsOf(rows).at(-1)).toEqual(problems)
  })

  test('the same row twice: the second names the first, and only the first is imported', () => {
    const first = row('TW-D010012', '2027-01-05', '2027-01-05', 'Stocktaking')
    const again = row('tw-d010012', '2027-01-05', '', ' Stocktaking ')
    expect(problemsOf([first, again])).toEqual([[], [{ kind: 'sameAs', row: first.row }]])
  })

  test('two rows of the file overlapping for the same partner: the later names the earlier', () => {
    const first = row('TW-S010040', '2027-02-01', '2027-02-10')
    const later = row('TW-S010040', '2027-02-10', '2027-02-12')
    const otherPartner = row('TW-D010012', '2027-02-05')
    expect(problemsOf([first, later, otherPartner])).toEqual([
      [],
      [{ kind: 'overlapsRow', row: first.row }],
      [],
    ])
  })

  test('a row that is not imported blocks no later row', () => {
    const overlapsChristmas = row('TW-D010012', '2027-12-20', '2027-12-24')
    const beside = row('TW-D010012', '2027-12-20', '2027-12-22')
    expect(problemsOf([overlapsChristmas, beside])).toEqual([
      [{ kind: 'overlapsClosure', other: expect.objectContaining({ record: christmas }) }],
      [],
    ])
  })

  test('8 rows of which 3 are bad: the 5 good ones are imported, grouped per partner, and the 3 named', () => {
    const rows = [
      row('TW-D010012', '2027-01-05', '2027-01-06', 'Stocktaking'),
      row('TW-S010040', '2027-01-05'),
      row('XX-404', '2027-01-05'),
      row('TW-D010012', '2027-02-10', '', 'Inventory'),
      row('TW-S010040', '2027/13/01'),
      row('TW-S010040', '2027-03-01', '2027-03-02', 'Renovation'),
      row('TW-D010012', '2027-12-25'),
      row('TW-S010040', '2027-04-01'),
    ]
    const checked = checkImportRows(rows, lookup)
    expect(
      checked.filter((each) => each.problems.length > 0).map((each) => [each.row, each.problems]),
    ).toEqual([
      [rows[2]?.row, [{ kind: 'unknownAccount' }]],
      [rows[4]?.row, [{ kind: 'fromNotADate' }]],
      [rows[6]?.row, [{ kind: 'overlapsClosure', other: expect.objectContaining({ record: christmas }) }]],
    ])
    expect(importEntries(checked)).toEqual([
      {
        target: { id: 12, name: '捷安特台中經銷', accountNum: 'TW-D010012' },
        drafts: [
          { from: '2027-01-05', to: '2027-01-06', reason: 'Stocktaking' },
          { from: '2027-02-10', to: '', reason: 'Inventory' },
        ],
      },
      {
        target: { id: 40, name: 'Velo Lyon', accountNum: 'TW-S010040' },
        drafts: [
          { from: '2027-01-05', to: '', reason: '' },
          { from: '2027-03-01', to: '2027-03-02', reason: 'Renovation' },
          { from: '2027-04-01', to: '', reason: '' },
        ],
      },
    ])
  })

  test('a permanent closure overlaps every later day, not earlier ones', () => {
    const closed = {
      ...lookup,
      closingDatesByPartner: new Map([[40, [closure(901, 40, '2027-06-01', null)]]]),
    }
    const rows = [row('TW-S010040', '2027-05-01', '2027-05-31'), row('TW-S010040', '2030-01-01')]
    expect(
      checkImportRows(rows, closed).map((checked) => checked.problems.map((problem) => problem.kind)),
    ).toEqual([[], ['overlapsClosure']])
  })
})
