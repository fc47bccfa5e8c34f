import { useLayoutEffect, useRef, useState } from 'react'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { DialogFrame } from '@/components/ui/dialog-frame'
import * as dialogStyles from '@/components/ui/dialog.module.css'

import { dataErrorMessage } from '@/lib/data-service/data-error-message'
import { addClosingDates } from '../run/changes/add-closing-dates'
import { startBulkChange } from '../run/run-store'

import * as formStyles from '../../edit/edit-form.module.css'

import * as styles from './import-dialog.module.css'
import { ImportFileField } from './import-file-field'
import { ImportPreview } from './import-preview'
import { ImportProgress } from './import-progress'
import { importEntries } from './import-rows'
import { ImportTemplates } from './import-templates'
import { IMPORT_COLUMNS } from './sheet-rows'
import { useImportFile, type FileProblem } from './use-import-file'

/**
 * Closing dates for many partners from a spreadsheet: choose (or drop) a file, see each row
 * matched to its partner or named with its problems, then "Import N closing dates" hands the
 * ready rows to the bulk runner, whose panel shows the run, its report, retry and undo. Nothing
 * is written before that button. Not an edit form (it saves nothing itself), so it sits in the
 * dialog frame with its own buttons.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('run')
  const queryClient = useQueryClient()
  const { state, read, retry, chooseAgain } = useImportFile()
  const [busy, setBusy] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const stopRef = useRef<HTMLButtonElement>(null)
  const retryRef = useRef<HTMLButtonElement>(null)
  const summaryRef = useRef<HTMLParagraphElement>(null)

  // Focus follows the step, never left on <body> when the control that had it goes: to Cancel
  // while the file is read, Try again when that failed, the preview's summary, or the file field.
  // In the commit that removed it: the dialog's focus trap, finding <body> later, would take the
  // first button instead.
  const { step } = state
  const first = useRef(true)
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const target = { choose: fileRef, reading: stopRef, lookupFailed: retryRef, preview: summaryRef }[step]
    target.current?.focus()
  }, [step])

  const entries = state.step === 'preview' ? importEntries(state.rows) : []
  const count = entries.reduce((sum, entry) => sum + entry.drafts.length, 0)

  const startImport = () => {
    if (startBulkChange(addClosingDates(entries, { overlapping: 'skip' }), queryClient)) onClose()
    else setBusy(true)
  }

  const fileProblem = (problem: FileProblem) =>
    problem.kind === 'missingColumns'
      ? t('import.fileProblems.missingColumns', {
          fileName: problem.fileName,
          columns: problem.columns.map((column) => `“${t(`import.columns.${column}`)}”`).join(', '),
        })
      : t(`import.fileProblems.${problem.kind}`, { fileName: problem.fileName })

  return (
    <DialogFrame
      title={t('import.title')}
      onClose={onClose}
      initialFocus={fileRef}
      panelClassName={styles.panel}
    >
      {state.step === 'choose' && (
        <div className={styles.choose}>
          <p className={styles.intro}>
            {t('import.intro', {
              columns: IMPORT_COLUMNS.map((column) => `“${t(`import.columns.${column}`)}”`).join(', '),
            })}
          </p>
          <ImportFileField
            ref={fileRef}
            onFile={read}
            problem={state.problem && fileProblem(state.problem)}
          />
          <ImportTemplates />
        </div>
      )}
      {state.step === 'reading' && <ImportProgress fileName={state.fileName} progress={state.progress} />}
      {state.step === 'lookupFailed' && (
        <p role="alert" className={formStyles.notice}>
          {t('import.lookupFailed', { reason: dataErrorMessage(t, state.error) })}
        </p>
      )}
      {state.step === 'preview' && (
        <ImportPreview ref={summaryRef} fileName={state.fileName} rows={state.rows} />
      )}
      {state.step === 'preview' && count === 0 && <p className={styles.intro}>{t('import.noneReady')}</p>}
      {busy && (
        <p role="alert" className={formStyles.notice}>
          {t('import.busy')}
        </p>
      )}

      <div className={dialogStyles.actions}>
        {state.step !== 'choose' && (
          <Button
            ref={state.step === 'reading' ? stopRef : undefined}
            variant="secondary"
            onClick={chooseAgain}
          >
            {state.step === 'reading' ? t('detail:edit.cancel') : t('import.anotherFile')}
          </Button>
        )}
        {state.step !== 'reading' && (
          <Button variant="secondary" onClick={onClose}>
            {t('detail:edit.cancel')}
          </Button>
        )}
        {state.step === 'lookupFailed' && (
          <Button ref={retryRef} onClick={retry}>
            {t('import.retry')}
          </Button>
        )}
        {state.step === 'preview' && count > 0 && (
          <Button onClick={startImport}>{t('import.import', { count })}</Button>
        )}
      </div>
    </DialogFrame>
  )
}
