import { useTranslation } from 'react-i18next'

import { ClosingDateFields } from '../../edit/closing-dates/closing-date-fields'
import { closingDateProblems, draftOf, type ClosingDateDraft } from '../../model/closing-date-rules'
import { closureWhen } from '../../edit/closing-dates/closure-when'
import { EditDialog } from '../../edit/edit-dialog'
import { useEditForm, type SaveJob } from '../../edit/use-edit-form'
import type { BulkTarget } from '../run/bulk-change'
import { addClosingDate } from '../run/changes/add-closing-dates'
import { findClosureOverlaps, type ClosureOverlaps } from '../run/changes/closure-overlaps'

import type { BulkFormProps } from './bulk-form-props'
import * as styles from './bulk-form.module.css'
import { partnersText } from './bulk-words'
import { PreCheckProgress } from './pre-check-progress'
import { sameDraft } from './same-draft'
import { TargetPages } from './target-pages'
import { usePreCheck } from './use-pre-check'
import { useStartBulk } from './use-start-bulk'

/** The partners that already have a closure overlapping the days asked for, found for that draft. */
type Overlaps = ClosureOverlaps & { draft: ClosingDateDraft }

/**
 * Adds one closing date to every partner of the selection, checked as the one-partner form checks
 * it. Save first looks at every partner's closures; when some already have one overlapping these
 * days, they are listed and the user chooses: skip them (Save again, the main answer) or add it
 * anyway (the overwrite). Days changed after that are looked at afresh.
 */
export function AddClosingDateForm({ kind, targets, onClose, onStarted }: BulkFormProps) {
  const { t, i18n } = useTranslation('run')
  const { t: detail } = useTranslation('detail')
  const language = i18n.language
  const check = usePreCheck()
  const start = useStartBulk(onStarted)
  const form = useEditForm({
    resource: 'closing-dates',
    opened: targets,
    draftOf: () => draftOf(),
    problemsOf: (draft: ClosingDateDraft) => closingDateProblems(draft, []),
    write: async ({
      draft,
      opened,
      overwrite,
      conflict,
    }: SaveJob<readonly BulkTarget[], ClosingDateDraft, Overlaps>) => {
      if (!conflict || !sameDraft(conflict.draft, draft)) {
        const found = await check.run((options) => findClosureOverlaps(opened, draft, options))
        if (!found) return { kind: 'cancelled' }
        if (found.overlapping.length > 0) return { kind: 'conflict', conflict: { draft, ...found } }
      }
      return start(addClosingDate(opened, draft, { overlapping: overwrite ? 'add' : 'skip' }))
    },
    onClose,
  })
  const overlaps = form.save.conflict

  const draftWhen = (draft: ClosingDateDraft) =>
    closureWhen({ start: draft.from, end: draft.to || draft.from, openEnded: false }, language, detail)

  return (
    <EditDialog
      title={t('addClosingDate.title', { partners: partnersText(t, kind, targets.length) })}
      form={form}
      conflictNotice={({ draft, overlapping, same }) => (
        <>
          <p className={styles.noticeLine}>
            {t('addClosingDate.overlapping', { count: overlapping.length, when: draftWhen(draft) })}
          </p>
          {same.length > 0 && (
            <p className={styles.noticeLine}>{t('addClosingDate.same', { count: same.length })}</p>
          )}
        </>
      )}
      keepText={({ overlapping }) => t('addClosingDate.skip', { count: overlapping.length })}
      overwriteText={() => t('addClosingDate.addAnyway')}
    >
      <ClosingDateFields
        draft={form.draft}
        problems={form.problems}
        onChange={form.setDraft}
        language={language}
      />
      {check.checked !== undefined && (
        <PreCheckProgress
          label={t('addClosingDate.checking')}
          checked={check.checked}
          total={targets.length}
          onStop={check.stop}
        />
      )}
      {overlaps && (
        <TargetPages
          title={t('addClosingDate.overlapList', { when: draftWhen(overlaps.draft) })}
          pageSize={5}
          rows={overlaps.overlapping.map(({ target, from, to }) => ({
            key: String(target.id),
            target,
            detail: closureWhen({ start: from, end: to, openEnded: to === undefined }, language, detail),
          }))}
        />
      )}
    </EditDialog>
  )
}
