import { describe, expect, test } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import { csvTemplate, templateRows, xlsxTemplate } from './import-template'
import { readSpreadsheet } from './read-spreadsheet'
import { sheetRows } from './sheet-rows'

const bulk = (language: 'en' | 'zh-TW') => createTestI18n(language).getFixedT(null, 'run')

describe('the import templates', () => {
  test("have the headers in the user's language and an example row early next year", () => {
    expect(templateRows(bulk('zh-TW'), new Date(2026, 10, 20))).toEqual({
      header: ['帳號', '起日', '迄日', '原因'],
      example: { accountNum: '範例-001', from: '2027-01-05', to: '2027-01-06', reason: '盤點' },
    })
    expect(csvTemplate(bulk('en'))).toMatch(
      /^\uFEFFAccount number,From,To,Reason\r\nEXAMPLE-001,\d{4}-01-05,/,
    )
  })

  test.each(['en', 'zh-TW'] as const)(
    'read back by the import as their example row (%s)',
    async (language) => {
      const t = bulk(language)
      const { example } = templateRows(t)
      const expected = { ok: true, rows: [{ row: 2, ...example }] }
      const csv = new Blob([new TextEncoder().encode(csvTemplate(t))])
      expect(sheetRows(await readSpreadsheet(csv))).toEqual(expected)
      expect(sheetRows(await readSpreadsheet(await xlsxTemplate(t)))).toEqual(expected)
    },
  )
})
