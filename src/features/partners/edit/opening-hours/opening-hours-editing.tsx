import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import type { OpeningHour } from '@/entities/opening-hour'

import * as styles from '../edit-form.module.css'
import { useOpenForm } from '../use-open-form'

// The form loads on first use, not with the page (later features stay off the first load).
const OpeningHoursForm = lazyNamed(() => import('./opening-hours-form'), 'OpeningHoursForm')

/**
 * The button under a partner's week and the form while it is open. Only a week
 * on record can be changed: a partner without one has no template, and linking a partner to a
 * template is the ERP's business (the partner's own record is read-only here).
 */
export function useOpeningHoursEditing(partnerId: number, rows: readonly OpeningHour[], language: string) {
  const { t } = useTranslation('detail')
  const { editing, mayOpen, open, close } = useOpenForm<true>()
  if (rows.length === 0) return null
  return (
    <>
      {mayOpen && (
        <Button className={styles.addRow} size="sm" onClick={() => open(true)}>
          {t('edit.openingHours.change')}
        </Button>
      )}
      {editing && (
        <Suspense fallback={null}>
          <OpeningHoursForm partnerId={partnerId} rows={rows} language={language} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
