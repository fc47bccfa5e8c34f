import { useEffect, useRef, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import type { PartnerSet } from '../api/read-every-partner'

import type { ExportProgress } from './export-csv'

/**
 * The CSV export of a list or of the partners chosen (export-csv.ts), its code fetched on the first click: whether one is
 * running, how far it has come (undefined until the first page has told how much there is), and
 * what cancels it. Leaving the list cancels it too: its progress and Cancel go with the list.
 */
export function useCsvExport(partners: PartnerSet) {
  const { t, i18n } = useTranslation()
  const [exporting, setExporting] = useState(false)
  const [progress, setProgress] = useState<ExportProgress>()
  const running = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => running.current?.abort(), [])

  async function exportCsv() {
    if (running.current) return
    const controller = new AbortController()
    running.current = controller
    setExporting(true)
    try {
      const { exportPartnersCsv } = await import('./export-csv')
      await exportPartnersCsv({
        partners,
        t,
        language: i18n.language,
        signal: controller.signal,
        onProgress: setProgress,
      })
    } catch {
      // Its code could not be fetched (offline, or a deploy replaced it).
      void loadToast().then((toast) =>
        toast.error(t('list.export.failed', { message: t('data:errors.network') })),
      )
    } finally {
      running.current = undefined
      setExporting(false)
      setProgress(undefined)
    }
  }

  return { exportCsv, exporting, progress, cancel: () => running.current?.abort() }
}
