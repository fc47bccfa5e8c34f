import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import * as dialogStyles from '@/components/ui/dialog.module.css'

import * as choiceStyles from '../../edit/store-settings/store-settings-form.module.css'
import type { ItemResult } from '../run/bulk-change'
import { skipReasonWords } from '../run/report-words'

import type { BulkRun } from './bulk-run'
import { wordsText } from './bulk-words'
import { reportRows } from './report-rows'
import * as styles from './run-panel.module.css'
import { TargetPages } from './target-pages'

type RunReportDialogProps = { run: BulkRun; summary: string; onClose: () => void }

/**
 * A run's report: every partner that failed or was skipped, by name and account number with the
 * reason, the failed first; the done ones counted, and listed too on request. A page of 25 at a
 * time, so a run over thousands of partners reads as a short list.
 */
export function RunReportDialog({ run, summary, onClose }: RunReportDialogProps) {
  const { t } = useTranslation('run')
  const [withDone, setWithDone] = useState(false)
  const rows = reportRows(run.results, withDone)

  const reasonOf = (result: ItemResult) => {
    if (result.kind === 'failed') return wordsText(t, result.reason)
    if (result.kind === 'skipped') return wordsText(t, skipReasonWords(result.reason))
    return t('report.doneDetail')
  }

  return (
    <DialogFrame
      title={t('report.title', { title: wordsText(t, run.title) })}
      description={summary}
      onClose={onClose}
      panelClassName={styles.reportPanel}
    >
      {run.done > 0 && (
        <label className={choiceStyles.choice}>
          <input type="checkbox" checked={withDone} onChange={(event) => setWithDone(event.target.checked)} />
          {t('report.withDone', { count: run.done })}
        </label>
      )}
      {rows.length > 0 ? (
        <TargetPages
          key={String(withDone)}
          title={t(withDone ? 'report.listAll' : 'report.list')}
          pageSize={25}
          rows={rows.map((result) => ({
            key: `${result.kind}-${result.target.id}`,
            target: result.target,
            status: t(`report.status.${result.kind}`),
            detail: reasonOf(result),
          }))}
        />
      ) : (
        <p>{t('report.nothingToList')}</p>
      )}
      <div className={dialogStyles.actions}>
        <Button onClick={onClose}>{t('report.close')}</Button>
      </div>
    </DialogFrame>
  )
}
