import { useState } from 'react'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import type { PartnerListKind } from '@/config/routes'

import type { ListState } from './list-state'

/** The CSV export of a list (export-csv.ts), its code fetched on the first click. */
export function useCsvExport(kind: PartnerListKind, state: ListState) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const [exporting, setExporting] = useState(false)

  async function exportCsv() {
    if (exporting) return
    setExporting(true)
    try {
      const { exportPartnersCsv } = await import('./export-csv')
      await exportPartnersCsv({ queryClient, kind, state, t, language: i18n.language })
    } catch {
      // Its code could not be fetched (offline, or a deploy replaced it).
      void loadToast().then((toast) =>
        toast.error(t('list.export.failed', { message: t('data:errors.network') })),
      )
    } finally {
      setExporting(false)
    }
  }

  return { exportCsv, exporting }
}
