import { useTranslation } from 'react-i18next'

import * as styles from './value-marks.module.css'

/*
 * How a value that is not there, or not readable, shows: in a description list's items and on
 * their own (a list's cells). A module of their own, so that a list's first load does not carry
 * the description list with them (the size guard, e2e/first-load-budget.spec.ts).
 */

/** The "not given" mark: a dash, read as "Not given"; also for a value outside a DescriptionItem. */
export function NotGiven() {
  const { t } = useTranslation('ui')
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('state.notGiven')}</span>
    </>
  )
}

/**
 * A value the data service sent in a shape the portal cannot read
 * (docs/decisions/010-tolerant-reading.md): said in words, so it is never mistaken for "not given"
 * or for a real value.
 */
export function Unreadable() {
  const { t } = useTranslation('ui')
  return <em className={styles.unreadable}>{t('state.unreadable')}</em>
}
