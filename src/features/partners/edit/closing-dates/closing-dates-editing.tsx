import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import type { ClosingDate } from '@/entities/closing-date'
import { dataService } from '@/lib/data-service/resource-client'
import { confirmDialog } from '@/stores/dialog-store'

import { closureSpan } from '../../model/closures'
import * as styles from '../edit-form.module.css'
import { useOpenForm } from '../use-open-form'
import { confirmedWrite, useRecordWrite } from '../use-record-write'

import { closureWhen } from './closure-when'

// The form loads on first use, not with the page (later features stay off the first load).
const ClosingDateForm = lazyNamed(() => import('./closing-date-form'), 'ClosingDateForm')

type Editing = { record?: ClosingDate }

/**
 * Add, change and delete a partner's closing dates: the buttons beside each
 * closure and under the list, and the form while one is open.
 */
export function useClosingDateEditing(
  partnerId: number,
  closingDates: readonly ClosingDate[],
  language: string,
) {
  const { t } = useTranslation('detail')
  const { editing, mayOpen, open, close } = useOpenForm<Editing>()
  const remove = useRecordWrite<unknown>('closing-dates', () => t('edit.closingDates.deleted'))

  const describe = (record: ClosingDate) => closureWhen(closureSpan(record), language, t)

  const askToDelete = async (record: ClosingDate) => {
    const when = describe(record)
    await confirmDialog({
      title: t('edit.closingDates.deleteTitle'),
      message: t('edit.closingDates.deleteQuestion', { when }),
      confirmText: t('edit.delete'),
      tone: 'danger',
      action: confirmedWrite(t, remove, () => dataService['closing-dates'].remove(record.id)),
    })
  }

  const actions = (record: ClosingDate) => {
    if (!mayOpen) return null
    const when = describe(record)
    return (
      <span className={styles.rowActions}>
        <Button size="sm" variant="secondary" onClick={() => open({ record })}>
          {t('edit.change')}
          <span className="visually-hidden"> {when}</span>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void askToDelete(record)}
          disabled={remove.isPending}
        >
          {t('edit.delete')}
          <span className="visually-hidden"> {when}</span>
        </Button>
      </span>
    )
  }

  const addButton = mayOpen && (
    <Button className={styles.addRow} size="sm" onClick={() => open({})}>
      {t('edit.closingDates.add')}
    </Button>
  )

  const form = editing && (
    <Suspense fallback={null}>
      <ClosingDateForm
        partnerId={partnerId}
        record={editing.record}
        others={closingDates.filter((other) => other.id !== editing.record?.id)}
        language={language}
        onClose={close}
      />
    </Suspense>
  )

  return { actions, addButton, form }
}
