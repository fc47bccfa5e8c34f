import { useId, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { ChartGroup } from './bar-chart'
import { ChartTable } from './chart-table'
import * as styles from './charts.module.css'

type TableToggleProps = {
  caption: string
  groups: readonly ChartGroup[]
  formatValue: (value: number) => string
}

/** A chart's text equivalent: its figures as a table, shown and hidden by a button under it. */
export function TableToggle({ caption, groups, formatValue }: TableToggleProps) {
  const { t } = useTranslation('overview')
  const [shown, setShown] = useState(false)
  const tableId = useId()
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={styles.tableToggle}
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? t('chart.hideTable') : t('chart.showTable')}
      </Button>
      <div id={tableId} hidden={!shown} className={styles.table}>
        {shown ? <ChartTable caption={caption} groups={groups} formatValue={formatValue} /> : null}
      </div>
    </>
  )
}
