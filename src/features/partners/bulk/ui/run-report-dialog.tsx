import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import * as dialogStyles from '@/components/ui/dialog.module.css'

import * as choiceStyles from '../../edit/store-settings/store-settings-form.module.css'
import { lineReasonWords, outcomeWords, sayWords } from '../run/report-words'
import type { CurrentRun } from '../run/run-store'

import { reportRows } from './report-rows'
import * as styles from './run-panel.module.css'
import { TargetPages } from './target-pages'

type RunReportDialogProps = { run: CurrentRun; summary: string; onClose: () => void }

/**
 * A run's report: every partner that failed or was skipped, by name and account number with the
 * reason, the failed first; the done ones counted, and listed too on request. A page of 25 at a
 * time, so a run over thousands of partners reads as a short list.
 */
export function RunReportDialog({ run, summary, onClose }: RunReportDialogProps) {
  const { t, i18n } = useTranslation('run')
  const [withDone, setWithDone] = useState(false)
  const rows = reportRows(run.results, withDone)

  return (
    <DialogFrame
      title={t('report.title', { title: sayWords(t, run.title, i18n.language) })}
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
            status: sayWords(t, outcomeWords[result.kind]),
            detail: sayWords(t, lineReasonWords(result), i18n.language),
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
