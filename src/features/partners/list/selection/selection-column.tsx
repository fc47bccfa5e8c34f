import type { ChangeEvent } from 'react'

import { useTranslation } from 'react-i18next'

import type { TableColumn } from '@/components/ui/table'
import type { BusinessPartner } from '@/entities/business-partner'

import * as styles from '../partner-list.module.css'

import { clickRow, nameOf, pageCheck, withTargets } from './selection-rules'
import { changeSelection } from './selection-store'

/** Shift held on the click that changed a box (a checkbox's change event comes from its click). */
const withShift = (event: ChangeEvent<HTMLInputElement>) =>
  (event.nativeEvent as Partial<MouseEvent>).shiftKey === true

/**
 * The first column of a list's table: a box per row, and in the header one for the page's rows
 * (mixed when some are chosen). Plain inputs, so Space toggles the focused one; Shift+click
 * chooses, or lets go of, the rows from the last one clicked. On the list's first load: keep small.
 */
export function useSelectionColumn(
  scope: string,
  rows: readonly BusinessPartner[],
  chosen: ReadonlyMap<number, unknown>,
): TableColumn<BusinessPartner> {
  const { t } = useTranslation()
  const check = pageCheck(rows, chosen)
  return {
    id: 'select',
    className: styles.select,
    header: (
      <input
        type="checkbox"
        className={styles.check}
        aria-label={t('list.selection.page', { count: rows.length })}
        checked={check === 'all'}
        ref={(box) => {
          if (box) box.indeterminate = check === 'some'
        }}
        disabled={rows.length === 0}
        onChange={(event) => {
          const on = event.target.checked
          changeSelection(scope, (selection) => withTargets(selection, rows, on))
        }}
      />
    ),
    cell: (partner) => (
      <input
        type="checkbox"
        className={styles.check}
        aria-label={t('list.selection.row', { name: nameOf(partner) })}
        checked={chosen.has(partner.id)}
        onChange={(event) => {
          const on = event.target.checked
          const extend = withShift(event)
          changeSelection(scope, (selection) => clickRow(selection, rows, partner.id, on, extend))
        }}
      />
    ),
  }
}
