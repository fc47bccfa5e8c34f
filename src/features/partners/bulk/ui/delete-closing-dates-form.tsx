import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { confirmDialog } from '@/stores/dialog-store'

import { ClosingDateFields } from '../../edit/closing-dates/closing-date-fields'
import { closingDateProblems, draftOf, type ClosingDateDraft } from '../../model/closing-date-rules'
import { closureWhen } from '../../edit/closing-dates/closure-when'
import { EditDialog } from '../../edit/edit-dialog'
import * as editStyles from '../../edit/edit-form.module.css'
import { useEditForm } from '../../edit/use-edit-form'
import type { ClosureMatch } from '../run/changes/closure-match'
import { countMatchingClosures, deleteClosingDates } from '../run/changes/delete-closing-dates'

import type { BulkFormProps } from './bulk-form-props'
import * as styles from './bulk-form.module.css'
import { partnersText } from './bulk-words'
import { PreCheckProgress } from './pre-check-progress'
import { sameDraft } from './same-draft'
import { usePreCheck } from './use-pre-check'
import { useStartBulk } from './use-start-bulk'

/**
 * Deletes, from every partner of the selection, the closing dates over some days (and with a
 * reason, when one is given). Save first counts them, then asks with that count and how many
 * partners have them, as a delete asks (danger: first focus on Cancel); none matching is said in
 * the form.
 */
export function DeleteClosingDatesForm({ kind, targets, onClose, onStarted }: BulkFormProps) {
  const { t, i18n } = useTranslation('run')
  const { t: detail } = useTranslation('detail')
  const language = i18n.language
  const check = usePreCheck()
  const start = useStartBulk(onStarted)
  const [matchedNone, setMatchedNone] = useState<ClosingDateDraft>()
  const partners = partnersText(t, kind, targets.length)

  const form = useEditForm({
    resource: 'closing-dates',
    opened: targets,
    draftOf: () => draftOf(),
    problemsOf: (draft: ClosingDateDraft) => closingDateProblems(draft, []),
    write: async ({ draft, opened }) => {
      setMatchedNone(undefined)
      const match: ClosureMatch = {
        reason: draft.reason,
        from: draft.from,
        ...(draft.to && { to: draft.to }),
      }
      const found = await check.run((options) => countMatchingClosures(opened, match, options))
      if (found === undefined) return { kind: 'cancelled' }
      if (found.closures === 0) {
        setMatchedNone(draft)
        return { kind: 'cancelled' }
      }
      const when = closureWhen(
        { start: draft.from, end: draft.to || draft.from, openEnded: false },
        language,
        detail,
      )
      const reason = draft.reason.trim()
      const confirmed = await confirmDialog({
        title: t('deleteClosingDates.confirmTitle'),
        message: t('deleteClosingDates.question', {
          count: found.closures,
          when,
          partners: partnersText(t, kind, found.partners),
          reason,
          context: reason ? 'reason' : undefined,
        }),
        confirmText: t('deleteClosingDates.confirm', { count: found.closures }),
        tone: 'danger',
      })
      return confirmed ? start(deleteClosingDates(opened, match)) : { kind: 'cancelled' }
    },
    onClose,
  })

  return (
    <EditDialog title={t('deleteClosingDates.title', { partners })} form={form}>
      <p className={styles.intro}>{t('deleteClosingDates.intro')}</p>
      <ClosingDateFields
        draft={form.draft}
        problems={form.problems}
        onChange={form.setDraft}
        language={language}
        hints={{
          from: t('deleteClosingDates.fromHint'),
          to: t('deleteClosingDates.toHint'),
          reason: t('deleteClosingDates.reasonHint'),
        }}
      />
      {check.checked !== undefined && (
        <PreCheckProgress
          label={t('deleteClosingDates.counting')}
          checked={check.checked}
          total={targets.length}
          onStop={check.stop}
        />
      )}
      {matchedNone && sameDraft(matchedNone, form.draft) && (
        <p role="alert" className={editStyles.notice}>
          {t('deleteClosingDates.none', { partners })}
        </p>
      )}
    </EditDialog>
  )
}
