import { useTranslation } from 'react-i18next'

import { Table, type TableColumn } from '@/components/ui/table'
import type { Discount } from '@/entities/discount'
import { isUnreadable } from '@/lib/data-service/tolerant-read'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { NotGiven, Unreadable } from '@/components/ui/value-marks'
import * as styles from './records.module.css'

const PERCENT = { style: 'percent', maximumFractionDigits: 2 } as const

type DiscountsViewProps = { discounts: readonly Discount[]; language: string }

/** A partner's discount codes and their percentages. */
export function DiscountsView({ discounts, language }: DiscountsViewProps) {
  const { t } = useTranslation('detail')
  const percent = numberFormat(language, PERCENT)
  const columns: TableColumn<Discount>[] = [
    {
      id: 'code',
      header: t('records.discounts.code'),
      cell: (row) => (isUnreadable(row, 'code') ? <Unreadable /> : row.code),
      isRowHeader: true,
    },
    {
      id: 'percentage',
      header: t('records.discounts.percentage'),
      className: styles.numeric,
      // Percentage is a number of percent, 12.5 means 12.5 %.
      cell: (row) =>
        isUnreadable(row, 'percentage') ? (
          <Unreadable />
        ) : row.percentage == null ? (
          <NotGiven />
        ) : (
          percent.format(row.percentage / 100)
        ),
    },
  ]
  return (
    <Table
      caption={t('records.discounts.caption')}
      captionHidden
      columns={columns}
      rows={[...discounts]}
      getRowKey={(row) => row.id}
    />
  )
}
