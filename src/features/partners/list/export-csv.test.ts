import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test, vi } from 'vitest'

import { db } from '../../../../mocks/db'
import { queryRecords } from '../../../../mocks/list-query'
import { server } from '../../../../mocks/node'
import type * as Csv from '@/lib/csv'

import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { createQueryClient } from '@/lib/query-client'
import { confirmDialog } from '@/stores/dialog-store'
import { createTestI18n } from '@/test/i18n'

import { csvFileName, exportPartnersCsv, type ExportProgress } from './export-csv'
import { parseListState } from './list-state'

const LIST_URL = 'http://data.test/store/api/business-partners'

const downloads = vi.hoisted(() => [] as { file: Blob; fileName: string }[])
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadBlob: (file: Blob, fileName: string) => downloads.push({ file, fileName }),
}))

/** The toasts an export ends with, as [kind, text]. */
const toasts = vi.hoisted(() => [] as [string, string][])
vi.mock('@/components/ui/toast', () => {
  const said = (kind: string) => (text: string) => toasts.push([kind, text])
  return {
    loadToast: async () => Object.assign(said('blank'), { success: said('success'), error: said('error') }),
  }
})

vi.mock('@/stores/dialog-store', () => ({ confirmDialog: vi.fn() }))

beforeEach(() => {
  downloads.length = 0
  toasts.length = 0
  installHttpGateway()
})

type Options = {
  language?: 'en' | 'zh-TW'
  /** Called with each progress and the controller, which it may abort. */
  onProgress?: (progress: ExportProgress, controller: AbortController) => void
}

async function exportList(kind: 'all' | 'store', search: string, options: Options = {}) {
  const { language = 'en', onProgress } = options
  const controller = new AbortController()
  const i18n = createTestI18n(language)
  await exportPartnersCsv({
    queryClient: createQueryClient(),
    kind,
    state: parseListState(search, kind),
    t: i18n.t,
    language,
    signal: controller.signal,
    onProgress: (progress) => onProgress?.(progress, controller),
  })
  const download = downloads[0]
  return download && { text: await download.file.text(), fileName: download.fileName }
}

/** The list service, saying the list is larger than it is: an export of it asks first. */
function sayTotal(total: number) {
  server.use(
    http.get(LIST_URL, ({ request }) => {
      const page = queryRecords(db.list('business-partners'), new URL(request.url).searchParams)
      return HttpResponse.json({ ...page, total })
    }),
  )
}

describe('exportPartnersCsv', () => {
  test('writes every partner the list matches, all pages, with the table columns', async () => {
    const file = await exportList('all', '?pageSize=25')
    const lines = file?.text.slice(1).trimEnd().split('\r\n') ?? []
    expect(lines[0]).toBe('Name,Account number,Type,Status,City,Country,Phone,Email,Last modified')
    expect(lines).toHaveLength(104)
    expect(new Set(lines.slice(1)).size).toBe(103)
    expect(toasts).toEqual([['success', `Exported 103 rows to ${file?.fileName}`]])
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
    const file = await exportList('store', '?country=TW', { language: 'zh-TW' })
    expect(file?.text.startsWith('\uFEFF名稱,帳號,狀態,城市,國家,電話,電子郵件,最後修改\r\n')).toBe(true)
    expect(file?.text).toContain(',台灣,')
  })

  test('tells how far it has come: the pages read, then the rows written', async () => {
    const steps: ExportProgress[] = []
    await exportList('all', '', { onProgress: (progress) => steps.push(progress) })
    expect(steps[0]).toEqual({ step: 'reading', done: 1, total: 2 })
    expect(steps.at(-1)).toEqual({ step: 'writing', done: 103, total: 103 })
    const written = steps.filter((progress) => progress.step === 'writing').map((progress) => progress.done)
    expect(written).toEqual([...written].sort((a, b) => a - b))
  })

  test.each(['reading', 'writing'] as const)(
    'cancelled while %s, downloads nothing and says it was cancelled',
    async (step) => {
      const file = await exportList('all', '', {
        onProgress: (progress, controller) => progress.step === step && controller.abort(),
      })
      expect(file).toBeUndefined()
      expect(toasts).toEqual([['blank', 'Export cancelled. Nothing was downloaded.']])
    },
  )

  test('asks before a large export, and reads the rest only once confirmed', async () => {
    sayTotal(6_000)
    vi.mocked(confirmDialog).mockResolvedValueOnce(false)
    expect(await exportList('all', '')).toBeUndefined()
    expect(vi.mocked(confirmDialog).mock.lastCall?.[0]).toMatchObject({
      title: 'Export 6,000 rows?',
      confirmText: 'Export',
    })
    expect(toasts).toEqual([])

    vi.mocked(confirmDialog).mockResolvedValueOnce(true)
    const file = await exportList('all', '')
    expect(file?.text.slice(1).trimEnd().split('\r\n')).toHaveLength(104)
  })

  test('says why it failed when a page cannot be read', async () => {
    server.use(http.get(LIST_URL, () => HttpResponse.text('<html>down</html>', { status: 502 })))
    expect(await exportList('all', '')).toBeUndefined()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]?.[0]).toBe('error')
    expect(toasts[0]?.[1]).toMatch(/^The export failed\./)
  })
})
