import type { TFunction } from 'i18next'

import { loadToast } from '@/components/ui/toast'
import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import { csvFile, csvLines, downloadBlob } from '@/lib/csv'
import { isPagesNotRead } from '@/lib/data-service/pages-not-read'
import type { PageFolder } from '@/lib/data-service/read-every-page'
import { isoDay } from '@/lib/format-date'
import { confirmDialog } from '@/stores/dialog-store'

import { readEveryPartner, type PartnerSet } from '../api/read-every-partner'
import { dataErrorMessage } from '@/lib/data-service/data-error-message'

import { partnerColumns } from './partner-columns'

/** Above this many rows an export asks first: it takes many requests and a while. */
const LARGE_EXPORT_ROWS = 5_000

/** The file name's list part: `dealers-2026-11-22.csv`; the chosen partners' own. */
const FILE_SLUGS: Record<PartnerListKind | 'chosen', string> = {
  all: 'business-partners',
  distributor: 'distributors',
  dealer: 'dealers',
  store: 'stores',
  chosen: 'chosen-partners',
}

export function csvFileName(list: PartnerListKind | 'chosen', day: Date): string {
  return `${FILE_SLUGS[list]}-${isoDay(day)}.csv`
}

/** How far an export has come: pages read from the service (their rows written as they come). */
export type ExportProgress = { done: number; total: number }

type ExportArgs = {
  /** A list's matches, or the partners chosen (with the All list's columns, as the chosen view shows them). */
  partners: PartnerSet
  t: TFunction
  language: string
  /** Cancel: stops the reading at once, and nothing is downloaded. */
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
}

/**
 * Downloads every record the list's search and filters match (or every partner chosen), all pages,
 * with the columns the table shows, as CSV (lib/csv.ts). Each page's rows are written as the page arrives, in slices,
 * and packed into a part of the file (a Blob), the page's records let go: the export holds the
 * file, not the records (api/read-every-partner.ts). The caller shows the progress and offers
 * Cancel; pages that could not be read are offered again. It ends with a toast: done, failed, or
 * cancelled. Loaded when a user first exports (use-csv-export.ts), not with the list.
 */
export async function exportPartnersCsv(args: ExportArgs) {
  const { partners, t, signal, onProgress } = args
  const toast = await loadToast()
  try {
    const file = await readEveryPartner(partners, {
      ...csvRows(args),
      signal,
      onProgress: (done, total) => onProgress({ done, total }),
      // A large export asks first (its first page tells how large); the question closes before
      // the rest is read, so the progress and Cancel beside the Export button can be reached.
      proceed: (first) =>
        first.total <= LARGE_EXPORT_ROWS ||
        confirmDialog({
          title: t('list.export.confirmTitle', { count: first.total }),
          message: t('list.export.confirmBody', { pages: first.pageCount }),
          confirmText: t('list.export.confirm'),
        }),
    }).catch((error: unknown) => readTheRest(error, args))
    if (!file) return
    const fileName = csvFileName('ids' in partners ? 'chosen' : partners.kind, new Date())
    downloadBlob(file.blob, fileName)
    toast.success(t('list.export.done', { count: file.rows, fileName }))
  } catch (error) {
    if (signal.aborted) toast(t('list.export.cancelled'))
    else toast.error(t('list.export.failed', { message: dataErrorMessage(t, error) }))
  }
}

type CsvOutcome = { blob: Blob; rows: number }

/**
 * Pages that could not be read (each tried twice): the user is asked whether to read just those
 * again, as often as they fail; declined, the export fails with their reason.
 */
async function readTheRest(error: unknown, { t, signal, onProgress }: ExportArgs): Promise<CsvOutcome> {
  let failure = error
  while (isPagesNotRead(failure) && !signal.aborted) {
    const again = await confirmDialog({
      title: t('list.export.retryTitle', { count: failure.pages.length }),
      message: dataErrorMessage(t, failure),
      confirmText: t('list.export.retry'),
    })
    if (!again) break
    try {
      return (await failure.resume({
        signal,
        onProgress: (done, total) => onProgress({ done, total }),
      })) as CsvOutcome
    } catch (next) {
      failure = next
    }
  }
  throw failure
}

/**
 * The file, folded from the pages as they come: each partner's row (the columns' text), and once
 * a page is done its rows packed into a Blob of their own, so neither the text nor the file's
 * bytes are made in one long task. The parts are put together in the service's order.
 */
function csvRows({ partners, t, language }: ExportArgs): PageFolder<BusinessPartner, CsvOutcome> {
  const format = { t, language }
  const columns = partnerColumns(partners.kind)
  const rows: string[][][] = []
  const parts: Blob[] = []
  return {
    fold: (partner, page) =>
      (rows[page - 1] ??= []).push(
        columns.map((column) => column.csv?.(partner) ?? column.text(partner, format)),
      ),
    pageFolded: (page) => {
      parts[page - 1] = new Blob([csvLines(rows[page - 1] ?? [])])
      delete rows[page - 1]
    },
    finish: ({ folded }) => ({
      blob: csvFile([csvLines([columns.map((column) => t(column.headerKey))]), ...parts.filter(Boolean)]),
      rows: folded,
    }),
  }
}
