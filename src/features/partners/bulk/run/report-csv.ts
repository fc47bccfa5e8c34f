import type { TFunction } from 'i18next'

import { downloadText, toCsv } from '@/lib/csv'
import { isoDay } from '@/lib/format-date'

import type { ItemResult } from './bulk-change'
import { lineReasonWords, outcomeWords, sayWords } from './report-words'

/** `bulk-report-2026-11-22.csv`, as the list exports name theirs. */
export function reportFileName(day: Date): string {
  return `bulk-report-${isoDay(day)}.csv`
}

/** A run's report as CSV (lib/csv.ts), one line per partner, in the language of `t`. */
export function reportCsv(results: readonly ItemResult[], t: TFunction): string {
  return toCsv(
    [
      t('common:partner.accountNum'),
      t('common:partner.name'),
      t('run:report.outcome'),
      t('run:report.reason'),
    ],
    results.map((line) => [
      line.target.accountNum ?? '',
      line.target.name,
      sayWords(t, outcomeWords[line.kind]),
      sayWords(t, lineReasonWords(line)),
    ]),
  )
}

/** Hands the report to the browser's download; returns the file's name. */
export function downloadReportCsv(results: readonly ItemResult[], t: TFunction, day = new Date()): string {
  const fileName = reportFileName(day)
  downloadText(reportCsv(results, t), fileName)
  return fileName
}
