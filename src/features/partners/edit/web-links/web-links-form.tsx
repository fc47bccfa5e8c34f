import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import type { BusinessPartnerWritable } from '@/entities/business-partner-writable'
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
import { TextField } from '../text-field'
import { useEditForm } from '../use-edit-form'

import {
  WEB_LINK_FIELDS,
  newWebLinks,
  webLinkEdits,
  webLinkProblems,
  webLinksDraftOf,
  type WebLinksDraft,
} from './web-links-rules'

type WebLinksFormProps = {
  partnerId: number
  /** The record to change; none when the partner has none yet (it is created). */
  record?: BusinessPartnerWritable
  onClose: () => void
}

/** The view's labels (records.webLinks.*) name the fields here too. */
const LABELS = { url: 'url', Facebook: 'facebook', instagram: 'instagram' } as const

/** Changes a partner's website and social links, or adds them. */
export function WebLinksForm({ partnerId, record, onClose }: WebLinksFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const form = useEditForm({
    resource: 'business-partner-writables',
    opened: record,
    draftOf: webLinksDraftOf,
    problemsOf: webLinkProblems,
    write: async (job: RecordSaveJob<BusinessPartnerWritable, WebLinksDraft>) => {
      const { draft, opened, overwrite } = job
      if (!opened || addsAgain(job)) {
        await dataService['business-partner-writables'].create(newWebLinks(draft, partnerId))
        return { kind: 'done', message: t('edit.webLinks.added') }
      }
      const edits = webLinkEdits(webLinksDraftOf(opened), draft)
      const outcome = await saveRecord({ resource: 'business-partner-writables', opened, edits, overwrite })
      return recordResult(outcome, t('edit.webLinks.saved'))
    },
    reload: reloadRecord(webLinksDraftOf),
    onClose,
  })
  const { draft, problems } = form
  const label = (field: keyof typeof LABELS) => t(`records.webLinks.${LABELS[field]}`)

  return (
    <EditDialog
      title={t(record ? 'edit.webLinks.changeTitle' : 'edit.webLinks.addTitle')}
      form={form}
      {...recordConflictText(t, (name) => (name in LABELS ? label(name as keyof typeof LABELS) : name))}
    >
      {WEB_LINK_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={label(field)}
          type="url"
          inputMode="url"
          value={draft[field]}
          onChange={(value) => form.setDraft({ ...draft, [field]: value })}
          hint={t('edit.webLinks.hint')}
          problem={
            problems.some((problem) => problem.field === field) ? t('edit.webLinks.notWeb') : undefined
          }
        />
      ))}
    </EditDialog>
  )
}
