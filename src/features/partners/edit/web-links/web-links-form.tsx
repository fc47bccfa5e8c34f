import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import type { BusinessPartnerWritable } from '@/entities/business-partner-writable'
import { dataService } from '@/lib/data-service/resource-client'

import { DialogFrame } from '../dialog-frame'
import * as styles from '../edit-form.module.css'
import { SaveControls } from '../save-controls'
import { saveRecord } from '../save-record'
import { TextField } from '../text-field'
import { useRecordForm } from '../use-record-form'

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

/** Changes a partner's website and social links, or adds them (issue 14 §1.3). */
export default function WebLinksForm({ partnerId, record, onClose }: WebLinksFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const form = useRecordForm({
    resource: 'business-partner-writables',
    record,
    draftOf: webLinksDraftOf,
    problemsOf: webLinkProblems,
    write: async (draft: WebLinksDraft, opened, overwrite, gone) => {
      if (!opened || (gone && overwrite)) {
        await dataService['business-partner-writables'].create(newWebLinks(draft, partnerId))
        return { kind: 'created' }
      }
      const edits = webLinkEdits(webLinksDraftOf(opened), draft)
      return saveRecord({ resource: 'business-partner-writables', opened, edits, overwrite })
    },
    message: (outcome) => t(outcome === 'created' ? 'edit.webLinks.added' : 'edit.webLinks.saved'),
    onClose,
  })
  const { draft, problems } = form
  const label = (field: keyof typeof LABELS) => t(`records.webLinks.${LABELS[field]}`)

  return (
    <DialogFrame title={t(record ? 'edit.webLinks.changeTitle' : 'edit.webLinks.addTitle')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={form.submit}>
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
        <SaveControls
          {...form.controls}
          fieldName={(name) => (name in LABELS ? label(name as keyof typeof LABELS) : name)}
        />
      </form>
    </DialogFrame>
  )
}
