import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { queryRecords } from '@mocks/list-query'
import { server } from '@mocks/node'
import { csvField } from '@/lib/csv'
import type * as Csv from '@/lib/csv'

import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { confirmDialog } from '@/stores/dialog-store'
import { createTestI18n } from '@/test/i18n'

import { csvFileName, exportPartnersCsv, type ExportProgress } from './export-csv'
import type { PartnerSet } from '../api/read-every-partner'
import { parseListState, toListParams } from '../model/list-state'

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

const listOf = (kind: 'all' | 'store', search: string): PartnerSet => ({
  kind,
  params: toListParams(parseListState(search, kind)),
})

async function exportList(kind: 'all' | 'store', search: string, options: Options = {}) {
  return exportPartners(listOf(kind, search), options)
}

async function exportPartners(partners: PartnerSet, options: Options = {}) {
  const { language = 'en', onProgress } = options
  const controller = new AbortController()
  const i18n = createTestI18n(language)
  await exportPartnersCsv({
    partners,
    t: i18n.t,
    language,
    signal: controller.signal,
    onProgress: (progress) => onProgress?.(progress, controller),
  })
  const download = downloads[0]
  return download && { text: await download.file.text(), fileName: download.fileName }
}

/**
 * The list service giving pages of 25, whatever is asked (the export asks for 500 and takes the
 * size the service gives); `refuse` answers a page with a 500 instead, while it says so.
 */
function pagesOf25(refuse: (page: number) => boolean = () => false) {
  server.use(
    http.get(LIST_URL, ({ request }) => {
      const params = new URL(request.url).searchParams
      if (refuse(Number(params.get('page')))) return HttpResponse.json({ message: 'down' }, { status: 500 })
      params.set('pageSize', '25')
      return HttpResponse.json(queryRecords(db.list('business-partners'), params))
    }),
  )
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

  test('writes exactly the chosen partners, of every type, with the All list’s columns, in a file of their own', async () => {
    const partners = db.list('business-partners')
    // Far apart in the service's order, and of each type; an id no partner has is just not there.
    const chosen = partners.filter((_, index) => index % 9 === 4)
    expect(new Set(chosen.map((partner) => partner.bpType)).size).toBe(3)
    const file = await exportPartners({
      kind: 'all',
      ids: [...chosen.map(({ id }) => id).reverse(), 999_999],
    })
    const lines = file?.text.slice(1).trimEnd().split('\r\n') ?? []
    expect(lines[0]).toBe('Name,Account number,Type,Status,City,Country,Phone,Email,Last modified')
    // In the service's order, as the chosen view lists them.
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      chosen.map(({ accountNum }) => accountNum),
    )
    expect(file?.fileName).toBe(csvFileName('chosen', new Date()))
    expect(csvFileName('chosen', new Date(2026, 10, 22))).toBe('chosen-partners-2026-11-22.csv')
    expect(toasts).toEqual([['success', `Exported ${chosen.length} rows to ${file?.fileName}`]])
  })

  test('writes headers and values in zh-TW for the zh-TW list', async () => {
    const file = await exportList('store', '?country=TW', { language: 'zh-TW' })
    expect(file?.text.startsWith('\uFEFF名稱,帳號,狀態,城市,國家,電話,電子郵件,最後修改\r\n')).toBe(true)
    expect(file?.text).toContain(',台灣,')
  })

  test('tells how far it has come: the pages read, their rows written as they come', async () => {
    pagesOf25()
    const steps: ExportProgress[] = []
    const file = await exportList('all', '', { onProgress: (progress) => steps.push(progress) })
    expect(steps).toHaveLength(5)
    expect(steps.map((progress) => progress.done)).toEqual([1, 2, 3, 4, 5])
    for (const progress of steps) expect(progress.total).toBe(5)
    // Whatever order the pages came in, the rows are the list's order.
    const names = file?.text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0])
    expect(names).toEqual(db.list('business-partners').map((partner) => csvField(String(partner.name))))
  })

  test('cancelled while reading, downloads nothing and says it was cancelled', async () => {
    pagesOf25()
    const file = await exportList('all', '', { onProgress: (_progress, controller) => controller.abort() })
    expect(file).toBeUndefined()
    expect(toasts).toEqual([['blank', 'Export cancelled. Nothing was downloaded.']])
  })

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

  test('offers to read again the pages that could not be read, and then writes the whole file', async () => {
    let down = true
    pagesOf25((page) => down && (page === 2 || page === 4))
    vi.mocked(confirmDialog).mockImplementationOnce(async () => {
      down = false
      return true
    })
    const file = await exportList('all', '')
    expect(vi.mocked(confirmDialog).mock.lastCall?.[0]).toMatchObject({
      title: '2 pages of the list could not be read',
      message:
        '2 of 5 pages could not be read (pages 2, 4): The data service had a problem (error 500). Please try again later.',
      confirmText: 'Read them again',
    })
    expect(file?.text.slice(1).trimEnd().split('\r\n')).toHaveLength(104)
    expect(toasts).toEqual([['success', `Exported 103 rows to ${file?.fileName}`]])
  })

  test('pages still unread when the user declines: the export fails, naming them', async () => {
    pagesOf25((page) => page === 3)
    vi.mocked(confirmDialog).mockResolvedValueOnce(false)
    expect(await exportList('all', '')).toBeUndefined()
    expect(toasts).toEqual([
      [
        'error',
        'The export failed. Page 3 of 5 could not be read: The data service had a problem (error 500). Please try again later.',
      ],
    ])
  })

  test('says why it failed when a page cannot be read', async () => {
    server.use(http.get(LIST_URL, () => HttpResponse.text('<html>down</html>', { status: 502 })))
    expect(await exportList('all', '')).toBeUndefined()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]?.[0]).toBe('error')
    expect(toasts[0]?.[1]).toMatch(/^The export failed\./)
  })
})
