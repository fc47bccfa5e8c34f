import type { TFunction } from 'i18next'

import type { SkipReason, Words } from './bulk-change'
import type { BulkRun } from './run-store'

// Stand-in for the report's words and CSV (another branch writes the real ones).

export function skipReasonWords(reason: SkipReason): Words {
  return { key: `bulk:skip.${reason.kind}` }
}

export function downloadReportCsv(_run: BulkRun, _t: TFunction, _language: string): void {}
