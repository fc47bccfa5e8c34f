import { forwardRef, useId, useState, type DragEvent } from 'react'

import { useTranslation } from 'react-i18next'

import * as formStyles from '../../edit/edit-form.module.css'

import * as styles from './import-dialog.module.css'

type ImportFileFieldProps = {
  onFile: (file: File) => void
  /** Why the last file gave nothing to import, in words. */
  problem?: string
}

/** What the chooser offers first; any file is still read by its content (read-spreadsheet.ts). */
const ACCEPT = [
  '.xlsx',
  '.csv',
  '.tsv',
  '.txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',')

/**
 * The file to import: a real file input with its label (keyboard, screen readers, the system's
 * chooser), in a box a file can also be dropped on.
 */
export const ImportFileField = forwardRef<HTMLInputElement, ImportFileFieldProps>(function ImportFileField(
  { onFile, problem },
  ref,
) {
  const { t } = useTranslation('run')
  const id = useId()
  const [dragging, setDragging] = useState(false)

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }
  const drop = (event: DragEvent) => {
    const file = event.dataTransfer.files[0]
    if (!file) return
    event.preventDefault()
    setDragging(false)
    onFile(file)
  }

  return (
    <div className={styles.field}>
      <div
        className={styles.drop}
        data-dragging={dragging || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor={id}>{t('import.file.label')}</label>
        <input
          ref={ref}
          id={id}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Emptied, so choosing the same file again (corrected meanwhile) reads it again.
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('import.file.drop')}
        </p>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={formStyles.notice}>
          {problem}
        </p>
      )}
    </div>
  )
})
