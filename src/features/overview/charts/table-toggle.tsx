import { Suspense, useId, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'

import type { BarAction, ChartGroup } from './bar-chart'
import * as styles from './charts.module.css'

// The table (and the house table's code, which the lists' first load holds) comes when first
// asked for: shared by the overview's own chunk, it was moved out of the lists' chunks into one
// more script on their first load (docs/decisions/023).
const ChartTable = lazyNamed(() => import('./chart-table'), 'ChartTable')

type TableToggleProps = {
  caption: string
  groups: readonly ChartGroup[]
  formatValue: (value: number) => string
  select?: BarAction
}

/** A chart's text equivalent: its figures as a table, shown and hidden by a button under it. */
export function TableToggle({ caption, groups, formatValue, select }: TableToggleProps) {
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
        {shown ? (
          <Suspense fallback={null}>
            <ChartTable caption={caption} groups={groups} formatValue={formatValue} select={select} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
