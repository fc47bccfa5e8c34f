import type { QueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'

import { loadToast } from '@/components/ui/toast'
import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import type { ListResponse } from '@/entities/list-response'
import { csvFile, csvLines, downloadBlob } from '@/lib/csv'
import { isoDay } from '@/lib/format-date'
import { mapInSlices } from '@/lib/in-slices'
import { confirmDialog } from '@/stores/dialog-store'

import { fetchAllPartners } from '../api/fetch-all-partners'
import { dataErrorMessage } from '../data-error-message'

import { toListParams, type ListState } from './list-state'
import { partnerColumns } from './partner-columns'

/** Above this many rows an export asks first: it takes many requests and a while. */
const LARGE_EXPORT_ROWS = 5_000

/** The file name's list part: `dealers-2026-11-22.csv`. */
const FILE_SLUGS: Record<PartnerListKind, string> = {
  all: 'business-partners',
  distributor: 'distributors',
  dealer: 'dealers',
  store: 'stores',
}

export function csvFileName(kind: PartnerListKind, day: Date): string {
  return `${FILE_SLUGS[kind]}-${isoDay(day)}.csv`
}

/** How far an export has come: pages read from the service, then rows written to the file. */
export type ExportProgress = { step: 'reading' | 'writing'; done: number; total: number }

type ExportArgs = {
  queryClient: QueryClient
  kind: PartnerListKind
  state: ListState
  t: TFunction
  language: string
  /** Cancel: stops the reading or the writing at once, and nothing is downloaded. */
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
}

/**
 * Downloads every record the list's search and filters match, all pages, with the columns the
 * table shows, as CSV (lib/csv.ts). The rows are written in slices (lib/in-slices.ts), so a list of
 * many thousands keeps the page answering; the caller shows the progress and offers Cancel. It ends
 * with a toast: done, failed, or cancelled. Loaded when a user first exports (use-csv-export.ts),
 * not with the list.
 */
export async function exportPartnersCsv(args: ExportArgs) {
  const { queryClient, kind, state, t, signal, onProgress } = args
  const toast = await loadToast()
  const read = (proceed?: (first: ListResponse<BusinessPartner>) => boolean) =>
    fetchAllPartners(queryClient, kind, toListParams(state), {
      onProgress: (page, pageCount) => onProgress({ step: 'reading', done: page - 1, total: pageCount }),
      proceed,
      signal,
    })
  try {
    let first: ListResponse<BusinessPartner> | undefined
    const small = (answer: ListResponse<BusinessPartner>) => {
      first = answer
      return answer.total <= LARGE_EXPORT_ROWS
    }
    // A large export asks first (its first page tells how large); the question closes before the
    // rest is read, so the progress and Cancel beside the Export button can be reached.
    let partners = await read(small)
    if (!partners && first) {
      const confirmed = await confirmDialog({
        title: t('list.export.confirmTitle', { count: first.total }),
        message: t('list.export.confirmBody', { pages: first.pageCount }),
        confirmText: t('list.export.confirm'),
      })
      if (!confirmed) return
      partners = await read()
    }
    if (!partners) return
    const file = await writeCsv(partners, args)
    const fileName = csvFileName(kind, new Date())
    downloadBlob(file, fileName)
    toast.success(t('list.export.done', { count: partners.length, fileName }))
  } catch (error) {
    if (signal.aborted) toast(t('list.export.cancelled'))
    else toast.error(t('list.export.failed', { message: dataErrorMessage(t, error) }))
  }
}

/** Rows a part of the file: each part's lines are written, and their Blob made, in one go. */
const ROWS_A_PART = 200

/**
 * The file: the header, then the columns' text of each partner, a few parts in each slice of work
 * (lib/in-slices.ts), so that neither the text nor the file's bytes are made in one long task.
 */
async function writeCsv(
  partners: readonly BusinessPartner[],
  { kind, t, language, signal, onProgress }: ExportArgs,
): Promise<Blob> {
  const format = { t, language }
  const columns = partnerColumns(kind)
  const cells = (partner: BusinessPartner) =>
    columns.map((column) => column.csv?.(partner) ?? column.text(partner, format))
  const groups: (readonly BusinessPartner[])[] = []
  for (let start = 0; start < partners.length; start += ROWS_A_PART)
    groups.push(partners.slice(start, start + ROWS_A_PART))
  const parts = await mapInSlices(groups, (group) => new Blob([csvLines(group.map(cells))]), {
    signal,
    onProgress: (done) =>
      onProgress({
        step: 'writing',
        done: Math.min(done * ROWS_A_PART, partners.length),
        total: partners.length,
      }),
  })
  return csvFile([csvLines([columns.map((column) => t(column.headerKey))]), ...parts])
}
