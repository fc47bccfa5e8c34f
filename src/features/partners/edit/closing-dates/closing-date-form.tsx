import { useTranslation } from 'react-i18next'

import type { ClosingDate } from '@/entities/closing-date'
import { dataService } from '@/lib/data-service/resource-client'

import { EditDialog } from '../edit-dialog'
import {
  addsAgain,
  recordConflictText,
  recordResult,
  reloadRecord,
  type RecordSaveJob,
} from '../record-conflict'
import { saveRecord } from '../save-record'
import { useEditForm } from '../use-edit-form'

import { ClosingDateFields } from './closing-date-fields'
import {
  closingDateFields,
  closingDateProblems,
  draftOf,
  type ClosingDateDraft,
} from '../../model/closing-date-rules'

type ClosingDateFormProps = {
  partnerId: number
  /** The closing date to change; none to add one. */
  record?: ClosingDate
  /** The partner's other closing dates, for the overlap rule. */
  others: readonly ClosingDate[]
  language: string
  onClose: () => void
}

/** Adds or changes one closing date, in a dialog that keeps focus inside it. */
export function ClosingDateForm({ partnerId, record, others, language, onClose }: ClosingDateFormProps) {
  const { t } = useTranslation('detail')
  const form = useEditForm({
    resource: 'closing-dates',
    opened: record,
    draftOf,
    problemsOf: (draft: ClosingDateDraft) => closingDateProblems(draft, others),
    write: async (job: RecordSaveJob<ClosingDate, ClosingDateDraft>) => {
      const { draft, opened, overwrite } = job
      const fields = closingDateFields(draft)
      if (!opened || addsAgain(job)) {
        await dataService['closing-dates'].create({ ...fields, bpId: partnerId })
        return { kind: 'done', message: t('edit.closingDates.added') }
      }
      const outcome = await saveRecord({ resource: 'closing-dates', opened, edits: fields, overwrite })
      return recordResult(outcome, t('edit.closingDates.saved'))
    },
    reload: reloadRecord(draftOf),
    onClose,
  })

  return (
    <EditDialog
      title={t(record ? 'edit.closingDates.changeTitle' : 'edit.closingDates.addTitle')}
      form={form}
      {...recordConflictText(t, (name) => t(`edit.fieldNames.${name}`, name))}
    >
      <ClosingDateFields
        draft={form.draft}
        problems={form.problems}
        onChange={form.setDraft}
        language={language}
      />
    </EditDialog>
  )
}
