import { describe, expect, test } from 'vitest'

import { UTF8_BOM } from '@/lib/csv'
import { createTestI18n } from '@/test/i18n'

import type { ItemResult } from './bulk-change'
import { reportCsv, reportFileName } from './report-csv'

const report: ItemResult[] = [
  { target: { id: 1, name: 'Velo Taipei', accountNum: 'TW-001' }, kind: 'done', undo: [] },
  {
    target: { id: 2, name: '捷安特 台中', accountNum: null },
    kind: 'skipped',
    reason: { kind: 'overlaps', from: '2026-12-24', to: '2026-12-26' },
  },
  {
    target: { id: 3, name: '=HYPERLINK("http://evil.example","click")', accountNum: '+1-2' },
    kind: 'failed',
    reason: { key: 'data:errors.validation', values: { status: 422 } },
  },
]

describe('the report as CSV', () => {
  test('has a line per partner: account number, name, outcome and reason, in English', () => {
    expect(reportCsv(report, createTestI18n('en').t).split('\r\n')).toEqual([
      `${UTF8_BOM}Account number,Name,Outcome,Reason`,
      'TW-001,Velo Taipei,Done,',
      ',捷安特 台中,Skipped,Already has a closure from 2026-12-24 to 2026-12-26',
      `'+1-2,"'=HYPERLINK(""http://evil.example"",""click"")",Failed,The data service rejected the data. Check the fields and try again.`,
      '',
    ])
  })

  test('follows the language it is asked in', () => {
    const [header, done, skipped] = reportCsv(report, createTestI18n('zh-TW').t).split('\r\n')
    expect(header).toBe(`${UTF8_BOM}帳號,名稱,結果,原因`)
    expect(done).toBe('TW-001,Velo Taipei,已完成,')
    expect(skipped).toBe(',捷安特 台中,已略過,已有 2026-12-24 至 2026-12-26 的公休日')
  })

  test('is named for the day it was saved', () => {
    expect(reportFileName(new Date(2026, 10, 2))).toBe('bulk-report-2026-11-02.csv')
  })
})
