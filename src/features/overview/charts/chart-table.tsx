import { useTranslation } from 'react-i18next'

import { LocalizedLink } from '@/components/ui/localized-link'
import { Table, type TableColumn } from '@/components/ui/table'

import type { BarAction, ChartBar, ChartGroup } from './bar-chart'
import * as styles from './charts.module.css'

type Row = { group?: string; bar: ChartBar }

type ChartTableProps = {
  caption: string
  groups: readonly ChartGroup[]
  formatValue: (value: number) => string
  /** What the chart offers beside each bar ("Select these N"): a column of its own here. */
  select?: BarAction
}

/**
 * A chart's figures as a table, each count a link to the same list as its bar, and beside it
 * what the bar offers (its "Select these N").
 */
export function ChartTable({ caption, groups, formatValue, select }: ChartTableProps) {
  const { t } = useTranslation('overview')
  const rows: Row[] = groups.flatMap((group) =>
    group.bars.map((bar) => ({ ...(group.label && { group: group.label }), bar })),
  )
  const columns: TableColumn<Row>[] = [
    {
      id: 'label',
      header: t('chart.category'),
      isRowHeader: true,
      cell: ({ group, bar }) => (group ? `${group}: ${bar.label}` : bar.label),
    },
    {
      id: 'count',
      header: t('chart.count'),
      className: styles.number,
      cell: ({ bar }) =>
        bar.path ? (
          <LocalizedLink to={bar.path} aria-label={bar.name}>
            {formatValue(bar.value)}
          </LocalizedLink>
        ) : (
          formatValue(bar.value)
        ),
    },
    ...(select
      ? [
          {
            id: 'select',
            header: t('chart.select'),
            cell: ({ bar }: Row) => select(bar),
          } satisfies TableColumn<Row>,
        ]
      : []),
  ]
  return <Table caption={caption} columns={columns} rows={rows} getRowKey={({ bar }) => bar.key} />
}
