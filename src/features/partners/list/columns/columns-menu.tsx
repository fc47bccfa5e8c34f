import { useEffect } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useDisclosure } from '@/components/ui/use-disclosure'
import type { PartnerListKind } from '@/config/routes'
import * as menu from '@/components/ui/menu-panel.module.css'

import { useUserId } from '@/lib/auth/use-user-id'
import * as menuStyles from '../views/views-menu.module.css'
import { partnerColumns } from '../partner-columns'

import * as styles from './columns-menu.module.css'
import { ALWAYS_SHOWN, toggleColumn, useStoredTableLayout, writeTableLayout } from './table-layout'
import { useTableLayout, type Density, type TableLayout } from './table-layout-store'

const DENSITIES: readonly Density[] = ['comfortable', 'compact']

/** Every list's columns: a layout keeps the choices made on any list. */
const ALL_COLUMN_IDS = partnerColumns('all').map((column) => column.id)

/**
 * Which columns the partner table shows, and how tight its rows are, kept per user in this
 * browser, in a disclosure (use-disclosure.ts). The CSV export is not affected: it writes every
 * column.
 */
export function ColumnsMenu({ kind }: { kind: PartnerListKind }) {
  const { t } = useTranslation()
  const userId = useUserId()
  const layout = useTableLayout()
  const { open, rootProps, buttonProps, panelProps } = useDisclosure()
  const columns = partnerColumns(kind)

  // The user's saved layout, once we know who they are, and again whenever it changes.
  const stored = useStoredTableLayout(userId, ALL_COLUMN_IDS)
  useEffect(() => {
    if (userId) useTableLayout.setState(stored, true)
  }, [userId, stored])

  const change = (next: TableLayout) => {
    useTableLayout.setState(next, true)
    if (userId) writeTableLayout(userId, next)
  }

  return (
    <div {...rootProps} className={`${menu.menu} ${menuStyles.menu}`}>
      <Button {...buttonProps} variant="secondary">
        {t('list.columns.button')}
      </Button>
      {open ? (
        <div {...panelProps} className={`${menu.panel} ${menuStyles.panel}`}>
          <fieldset className={styles.group}>
            <legend>{t('list.columns.shown')}</legend>
            {columns.map((column) => (
              <label key={column.id} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={!layout.hidden.includes(column.id)}
                  disabled={column.id === ALWAYS_SHOWN}
                  onChange={(event) => change(toggleColumn(layout, column.id, event.target.checked))}
                />
                {t(column.headerKey)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('list.columns.rows')}</legend>
            {DENSITIES.map((density) => (
              <label key={density} className={styles.choice}>
                <input
                  type="radio"
                  name={`${panelProps.id}-density`}
                  checked={layout.density === density}
                  onChange={() => change({ ...layout, density })}
                />
                {t(`list.columns.${density}`)}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  )
}
