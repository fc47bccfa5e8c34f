import { useTranslation } from 'react-i18next'

import { Table, type TableColumn } from '@/components/ui/table'
import type { Discount } from '@/entities/discount'

import { NotGiven } from './not-given'
import * as styles from './records.module.css'

type DiscountsViewProps = { discounts: readonly Discount[]; language: string }

/** A partner's discount codes and their percentages (spec §3 Discount). */
export function DiscountsView({ discounts, language }: DiscountsViewProps) {
  const { t } = useTranslation('detail')
  const percent = percentFormat(language)
  const columns: TableColumn<Discount>[] = [
    { id: 'code', header: t('records.discounts.code'), cell: (row) => row.code, isRowHeader: true },
    {
      id: 'percentage',
      header: t('records.discounts.percentage'),
      className: styles.numeric,
      // spec §3: percentage is a number of percent, 12.5 means 12.5 %.
      cell: (row) => (row.percentage == null ? <NotGiven /> : percent.format(row.percentage / 100)),
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

const formats = new Map<string, Intl.NumberFormat>()

function percentFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 })
    formats.set(language, format)
  }
  return format
}
