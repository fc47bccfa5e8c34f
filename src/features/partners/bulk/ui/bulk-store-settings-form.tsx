import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import { Select, type SelectOption } from '@/components/ui/select'
import type { Blocked } from '@/entities/store-config'

import { EditDialog } from '../../edit/edit-dialog'
import * as editStyles from '../../edit/edit-form.module.css'
import { CONTACT_SLOTS } from '../../model/store-settings/contact-emails-shape'
import { BLOCKED_LEVELS, EMAIL_SETTINGS, STORE_FLAGS } from '../../model/store-settings/store-settings-rules'
import * as groupStyles from '../../edit/store-settings/store-settings-form.module.css'
import { TextField } from '../../edit/text-field'
import { useEditForm } from '../../edit/use-edit-form'
import { changeStoreSettings } from '../run/changes/store-settings-change'

import type { BulkFormProps } from './bulk-form-props'
import * as styles from './bulk-form.module.css'
import {
  bulkStoreSettingsChanges,
  bulkStoreSettingsDraft,
  bulkStoreSettingsProblems,
  type BulkStoreSettingsDraft,
} from './bulk-store-settings-rules'
import { partnersText } from './bulk-words'
import { useStartBulk } from './use-start-bulk'

type TextSetting = keyof BulkStoreSettingsDraft['texts']

/**
 * Sets store settings on every partner of the selection: each setting "leave as it is" unless
 * chosen (a flag on or off, a blocking level, a text typed), with the one-partner form's labels
 * and address rule. A partner without store settings is skipped, and the report says so.
 */
export function BulkStoreSettingsForm({ kind, targets, onClose, onStarted }: BulkFormProps) {
  const { t } = useTranslation('run')
  const { t: detail } = useTranslation('detail')
  const id = useId()
  const start = useStartBulk(onStarted)
  const form = useEditForm({
    resource: 'store-configs',
    opened: targets,
    draftOf: bulkStoreSettingsDraft,
    problemsOf: bulkStoreSettingsProblems,
    write: async ({ draft, opened }) => start(changeStoreSettings(opened, bulkStoreSettingsChanges(draft))),
    onClose,
  })
  const { draft, problems } = form
  const label = (field: string) => detail(`records.storeConfig.fields.${field}`)
  const leave = t('storeSettings.leave')
  const onOff: SelectOption<'on' | 'off'>[] = [
    { value: 'on', label: t('storeSettings.on') },
    { value: 'off', label: t('storeSettings.off') },
  ]
  const levels = BLOCKED_LEVELS.map((level) => ({
    value: level,
    label: detail(`records.storeConfig.blocked.${level}`),
  }))

  const textField = (field: TextSetting, text: string) => (
    <TextField
      key={field}
      id={`${id}-${field}`}
      label={text}
      type={field === 'consumerOrderContactName' ? 'text' : 'email'}
      value={draft.texts[field]}
      onChange={(value) => form.setDraft({ ...draft, texts: { ...draft.texts, [field]: value } })}
      problem={
        problems.some((problem) => problem.field === field)
          ? detail('edit.storeSettings.problems.notEmail')
          : undefined
      }
    />
  )

  return (
    <EditDialog
      title={t('storeSettings.title', { partners: partnersText(t, kind, targets.length) })}
      form={form}
      panelClassName={styles.widePanel}
    >
      <p className={styles.intro}>{t('storeSettings.intro')}</p>
      <fieldset className={`${groupStyles.group} ${styles.choices}`}>
        <legend>{detail('edit.storeSettings.switches')}</legend>
        {STORE_FLAGS.map((flag) => {
          const chosen = draft.flags[flag]
          return (
            <Select
              key={flag}
              label={label(flag)}
              options={onOff}
              value={chosen === undefined ? undefined : chosen ? 'on' : 'off'}
              allowEmpty
              emptyLabel={leave}
              onChange={(value) => {
                const { [flag]: _left, ...flags } = draft.flags
                form.setDraft({ ...draft, flags: value ? { ...flags, [flag]: value === 'on' } : flags })
              }}
            />
          )
        })}
        <Select<Blocked>
          label={label('blocked')}
          options={levels}
          value={draft.blocked}
          allowEmpty
          emptyLabel={leave}
          onChange={(blocked) => form.setDraft({ ...draft, blocked })}
        />
      </fieldset>
      <fieldset className={groupStyles.group} aria-describedby={`${id}-texts`}>
        <legend>{detail('records.storeConfig.groups.contacts')}</legend>
        <p id={`${id}-texts`} className={editStyles.hint}>
          {t('storeSettings.textsHint')}
        </p>
        {EMAIL_SETTINGS.map((field) => textField(field, label(field)))}
      </fieldset>
      <fieldset className={groupStyles.group} aria-describedby={`${id}-texts`}>
        <legend>{label('consumerOrderContactEmails')}</legend>
        {textField('consumerOrderContactName', label('consumerOrderContactName'))}
        {CONTACT_SLOTS.map((slot) => textField(slot, detail(`records.storeConfig.contactEmails.${slot}`)))}
      </fieldset>
      {problems.some((problem) => problem.kind === 'nothingChosen') && (
        <p role="alert" className={editStyles.problem}>
          {t('storeSettings.nothingChosen')}
        </p>
      )}
    </EditDialog>
  )
}
