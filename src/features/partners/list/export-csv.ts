import type { QueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'

import { loadToast } from '@/components/ui/toast'
import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import type { ListResponse } from '@/entities/list-response'
import { toCsv, downloadText } from '@/lib/csv'
import { isoDay } from '@/lib/format-date'
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

type ExportArgs = {
  queryClient: QueryClient
  kind: PartnerListKind
  state: ListState
  t: TFunction
  language: string
}

/**
 * Downloads every record the list's search and filters match, all pages, with the columns the
 * table shows, as CSV (lib/csv.ts). A loading toast follows the pages; it ends as success or error.
 * Loaded when a user first exports (use-csv-export.ts), not with the list.
 */
export async function exportPartnersCsv({ queryClient, kind, state, t, language }: ExportArgs) {
  const toast = await loadToast()
  const toastId = toast.loading(t('list.export.preparing'))
  const failed = (error: unknown) => t('list.export.failed', { message: dataErrorMessage(t, error) })
  const exportAll = async (proceed?: (first: ListResponse<BusinessPartner>) => boolean) => {
    const partners = await fetchAllPartners(queryClient, kind, toListParams(state), {
      onProgress: (page, pageCount) =>
        toast.loading(t('list.export.progress', { page, pageCount }), { id: toastId }),
      proceed,
    })
    if (!partners) return false
    const format = { t, language }
    const columns = partnerColumns(kind)
    const csv = toCsv(
      columns.map((column) => t(column.headerKey)),
      partners.map((partner) =>
        columns.map((column) => column.csv?.(partner) ?? column.text(partner, format)),
      ),
    )
    const fileName = csvFileName(kind, new Date())
    downloadText(csv, fileName)
    toast.success(t('list.export.done', { count: partners.length, fileName }), { id: toastId })
    return true
  }
  let first: ListResponse<BusinessPartner> | undefined
  try {
    const small = (answer: ListResponse<BusinessPartner>) => {
      first = answer
      return answer.total <= LARGE_EXPORT_ROWS
    }
    if ((await exportAll(small)) || !first) return
    // A large export asks first, and reads the pages while the question stays open (the first
    // page comes from the cache): a failure is said in the dialog, where the user is.
    const confirmed = await confirmDialog({
      title: t('list.export.confirmTitle', { count: first.total }),
      message: t('list.export.confirmBody', { pages: first.pageCount }),
      confirmText: t('list.export.confirm'),
      action: {
        run: () =>
          exportAll().catch((error: unknown) => {
            toast.error(failed(error), { id: toastId })
            throw error
          }),
        failureText: failed,
      },
    })
    if (!confirmed) toast.dismiss(toastId)
  } catch (error) {
    toast.error(failed(error), { id: toastId })
  }
}
