import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import { STORE_CONFIG_RENAMES, type StoreConfig } from '@/entities/store-config'
import { dataService, type NewEntity } from '@/lib/data-service/resource-client'
import { sentVersion, writeBack } from '@/lib/data-service/write-back'

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

import { CONTACT_SLOTS } from '../../model/store-settings/contact-emails-shape'
import {
  BLOCKED_LEVELS,
  EMAIL_SETTINGS,
  STORE_FLAGS,
  storeSettingsDraftOf,
  storeSettingsEdits,
  storeSettingsProblems,
  type StoreSettingsDraft,
} from '../../model/store-settings/store-settings-rules'
import * as styles from './store-settings-form.module.css'

type StoreSettingsFormProps = { record: StoreConfig; onClose: () => void }

const renamed = STORE_CONFIG_RENAMES as Readonly<Record<string, string>>

/** Changes a store config's yes/no settings, blocking, consumer-order contacts and radius. */
export function StoreSettingsForm({ record, onClose }: StoreSettingsFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const form = useEditForm({
    resource: 'store-configs',
    opened: record,
    draftOf: storeSettingsDraftOf,
    problemsOf: storeSettingsProblems,
    write: async (job: RecordSaveJob<StoreConfig, StoreSettingsDraft, StoreConfig>) => {
      const { draft, opened, overwrite } = job
      const sent = sentVersion(opened) as Record<string, unknown>
      const edits = storeSettingsEdits(storeSettingsDraftOf(opened), draft, sent)
      if (addsAgain(job)) {
        // Deleted meanwhile and the user chose to add it again: the record as opened, with the edits.
        const { id: _, ...body } = writeBack(opened, edits, STORE_CONFIG_RENAMES)
        await dataService['store-configs'].create(body as NewEntity<'store-configs'>)
        return { kind: 'done', message: t('edit.storeSettings.saved') }
      }
      const outcome = await saveRecord({
        resource: 'store-configs',
        opened,
        edits,
        overwrite,
        renames: STORE_CONFIG_RENAMES,
      })
      return recordResult(outcome, t('edit.storeSettings.saved'))
    },
    reload: reloadRecord(storeSettingsDraftOf),
    onClose,
  })
  const { draft, problems } = form
  const fieldLabel = (name: string) => t(`records.storeConfig.fields.${renamed[name] ?? name}`, name)
  const change = (edits: Partial<StoreSettingsDraft>) => form.setDraft({ ...draft, ...edits })

  const problemOf = (field: string) => {
    const problem = problems.find((item) => item.field === field)
    return problem && t(`edit.storeSettings.problems.${problem.kind}`)
  }

  const checkbox = (field: keyof StoreSettingsDraft) => (
    <label key={field} className={styles.choice}>
      <input
        type="checkbox"
        checked={draft[field] === true}
        onChange={(event) => change({ [field]: event.target.checked })}
      />
      {fieldLabel(field)}
    </label>
  )

  const textField = (field: keyof StoreSettingsDraft, label: string, extra: { hint?: string } = {}) => (
    <TextField
      key={field}
      id={`${id}-${field}`}
      label={label}
      type={field === 'radius' || field === 'consumerOrderContactName' ? 'text' : 'email'}
      inputMode={field === 'radius' ? 'decimal' : undefined}
      value={String(draft[field])}
      onChange={(value) => change({ [field]: value })}
      problem={problemOf(field)}
      {...extra}
    />
  )

  // An e-mail setting that holds yes/no text is a checkbox; one that holds an address a field.
  const yesNoEmails = EMAIL_SETTINGS.filter((field) => typeof draft[field] === 'boolean')
  const addressEmails = EMAIL_SETTINGS.filter((field) => typeof draft[field] === 'string')

  return (
    <EditDialog title={t('edit.storeSettings.title')} form={form} {...recordConflictText(t, fieldLabel)}>
      <fieldset className={styles.group}>
        <legend>{t('edit.storeSettings.switches')}</legend>
        {[...STORE_FLAGS, ...yesNoEmails].map(checkbox)}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{fieldLabel('blocked')}</legend>
        {BLOCKED_LEVELS.map((level) => (
          <label key={level} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-blocked`}
              value={level}
              checked={draft.blocked === level}
              onChange={() => change({ blocked: level })}
            />
            {t(`records.storeConfig.blocked.${level}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{fieldLabel('consumerOrderContactEmails')}</legend>
        {textField('consumerOrderContactName', fieldLabel('consumerOrderContactName'))}
        {CONTACT_SLOTS.map((slot) => textField(slot, t(`records.storeConfig.contactEmails.${slot}`)))}
      </fieldset>
      {addressEmails.map((field) => textField(field, fieldLabel(field)))}
      {textField('radius', fieldLabel('radius'), { hint: t('edit.storeSettings.radiusHint') })}
    </EditDialog>
  )
}
