import { useLayoutEffect, useRef, type RefObject } from 'react'

import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { ProgressBar } from '@/components/ui/progress-bar'

import type { ExportProgress } from './export-csv'
import * as styles from './export-progress.module.css'

type ExportProgressPanelProps = {
  progress: ExportProgress
  onCancel: () => void
  /** Where focus goes when the panel closes with focus inside (on Cancel): the Export button. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * A running export's progress, pages read (their rows written as they come), with its Cancel:
 * right after the Export button, so the next Tab reaches Cancel, and focus goes back to Export
 * when it closes.
 */
export function ExportProgressPanel({ progress, onCancel, returnFocusTo }: ExportProgressPanelProps) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  // A layout effect's cleanup runs while the panel is still in the page, so it can tell whether
  // focus is inside; once removed, focus would have fallen to <body>.
  useLayoutEffect(() => {
    const [node, back] = [panel.current, returnFocusTo.current]
    return () => {
      if (node?.contains(document.activeElement)) back?.focus()
    }
  }, [returnFocusTo])
  return (
    <div ref={panel} className={styles.panel}>
      <ProgressBar
        label={t('list.export.progressLabel')}
        value={progress.done}
        max={progress.total}
        valueText={exportNumbers(t, progress)}
        cancel={{ text: t('list.export.cancel'), onCancel }}
      />
    </div>
  )
}

function exportNumbers(t: TFunction, progress: ExportProgress) {
  return t('list.export.reading', {
    page: Math.min(progress.done + 1, progress.total),
    pageCount: progress.total,
  })
}

/**
 * What a screen reader is told as an export goes on: once, not every page (the bar's numbers are
 * there to be read on demand).
 */
export function exportStep(t: TFunction, progress: ExportProgress | undefined) {
  if (!progress) return t('list.export.preparing')
  return t('list.export.readingStep', { pages: progress.total })
}
