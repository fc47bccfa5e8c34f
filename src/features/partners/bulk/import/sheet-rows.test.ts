import { describe, expect, test } from 'vitest'

import { localeResources } from '@/test/i18n'

import { cellDay, columnOfHeader, IMPORT_COLUMNS, sheetRows } from './sheet-rows'

describe('the columns of an import', () => {
  test.each([
    ['Account number', 'accountNum'],
    ['  ACCOUNT   NUMBER ', 'accountNum'],
    ['\uFEFFAccount number', 'accountNum'],
    ['accountNum', 'accountNum'],
    ['帳號', 'accountNum'],
    ['起日', 'from'],
    ['起', 'from'],
    ['ｆｒｏｍ', 'from'],
    ['To', 'to'],
    ['迄日', 'to'],
    ['原因', 'reason'],
    ['Comment', undefined],
    [null, undefined],
  ])('the header %j names %s', (header, column) => {
    expect(columnOfHeader(header)).toBe(column)
  })

  test("every language's template headers are read back", () => {
    for (const [language, namespaces] of Object.entries(localeResources)) {
      const columns = (namespaces.run?.import as { columns: Record<string, string> }).columns
      for (const column of IMPORT_COLUMNS) expect(columnOfHeader(columns[column]), language).toBe(column)
    }
  })

  test('takes the columns in any order, ignores extra ones, and numbers rows as the spreadsheet does', () => {
    const result = sheetRows([
      ['Reason', 'Note', 'To', '帳號', '起日'],
      ['Stocktaking', 'x', '2027-01-06', 'TW-D010012', '2027-01-05'],
      [null, '', '', '  '],
      ['', 'only a note', '', 'TW-S010040', '2027-02-01'],
    ])
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, accountNum: 'TW-D010012', from: '2027-01-05', to: '2027-01-06', reason: 'Stocktaking' },
        { row: 4, accountNum: 'TW-S010040', from: '2027-02-01', to: '', reason: '' },
      ],
    })
  })

  test('needs an account number and a From column; To and Reason may be left out', () => {
    expect(
      sheetRows([
        ['From', 'Reason'],
        ['2027-01-05', 'x'],
      ]),
    ).toEqual({
      ok: false,
      problem: { kind: 'missingColumns', columns: ['accountNum'] },
    })
    expect(sheetRows([['Name'], ['x']])).toEqual({
      ok: false,
      problem: { kind: 'missingColumns', columns: ['accountNum', 'from'] },
    })
    expect(sheetRows([['Account number', 'From']])).toEqual({ ok: false, problem: { kind: 'noRows' } })
    expect(sheetRows([])).toEqual({
      ok: false,
      problem: { kind: 'missingColumns', columns: ['accountNum', 'from'] },
    })
  })

  test('the first of two columns with the same header wins', () => {
    const result = sheetRows([
      ['Account number', 'From', 'from'],
      ['A', '2027-01-05', '2030-01-01'],
    ])
    expect(result.ok && result.rows[0]?.from).toBe('2027-01-05')
  })
})

describe('the days of an import', () => {
  test.each([
    ['2027-01-05', '2027-01-05'],
    [' 2027-01-05 ', '2027-01-05'],
    ['2027/01/05', '2027-01-05'],
    ['2027/1/5', '2027-01-05'],
    ['2027-1-5', '2027-01-05'],
    [new Date(Date.UTC(2027, 0, 5)), '2027-01-05'],
    ['', ''],
    [null, ''],
    // Not a date: left as written, and the rule says so.
    ['2027-01/05', '2027-01/05'],
    ['05/01/2027', '05/01/2027'],
    ['5 Jan 2027', '5 Jan 2027'],
    [46392, '46392'],
    ['2027-02-30', '2027-02-30'],
  ])('%j reads as %j', (cell, day) => {
    expect(cellDay(cell)).toBe(day)
  })

  test('a date cell in the account or reason column reads as its day', () => {
    const result = sheetRows([
      ['Account number', 'From', 'Reason'],
      [12345, new Date(Date.UTC(2027, 11, 24)), new Date(Date.UTC(2027, 11, 25))],
    ])
    expect(result.ok && result.rows[0]).toMatchObject({
      accountNum: '12345',
      from: '2027-12-24',
      reason: '2027-12-25',
    })
  })
})
