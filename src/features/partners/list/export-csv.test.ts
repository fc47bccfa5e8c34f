import { describe, expect, test, vi } from 'vitest'

import type * as Csv from '@/lib/csv'

import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { createQueryClient } from '@/lib/query-client'
import { createTestI18n } from '@/test/i18n'

import { csvFileName, exportPartnersCsv } from './export-csv'
import { parseListState } from './list-state'

const downloads = vi.hoisted(() => [] as { text: string; fileName: string }[])
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadText: (text: string, fileName: string) => downloads.push({ text, fileName }),
}))

async function exportList(kind: 'all' | 'store', search: string, language: 'en' | 'zh-TW' = 'en') {
  installHttpGateway()
  downloads.length = 0
  const i18n = createTestI18n(language)
  await exportPartnersCsv({
    queryClient: createQueryClient(),
    kind,
    state: parseListState(search, kind),
    t: i18n.t,
    language,
  })
  return downloads[0]
}

describe('exportPartnersCsv', () => {
  test('writes every partner the list matches, all pages, with the table columns', async () => {
    const file = await exportList('all', '?pageSize=25')
    const lines = file?.text.slice(1).trimEnd().split('\r\n') ?? []
    expect(lines[0]).toBe('Name,Account number,Type,Status,City,Country,Phone,Email,Last modified')
    expect(lines).toHaveLength(104)
    expect(new Set(lines.slice(1)).size).toBe(103)
  })

  test('follows the search and filters, and names the file after the list and the day', async () => {
    const file = await exportList('store', '?country=TW&status=closing')
    const rows = file?.text.slice(1).trimEnd().split('\r\n').slice(1) ?? []
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toMatch(/,Closing,.*,Taiwan,/)
    expect(file?.fileName).toBe(csvFileName('store', new Date()))
    expect(csvFileName('store', new Date(2026, 10, 22))).toBe('stores-2026-11-22.csv')
  })

  test('writes headers and values in zh-TW for the zh-TW list', async () => {
    const file = await exportList('store', '?country=TW', 'zh-TW')
    expect(file?.text.startsWith('\uFEFF名稱,帳號,狀態,城市,國家,電話,電子郵件,最後修改\r\n')).toBe(true)
    expect(file?.text).toContain(',台灣,')
  })
})
