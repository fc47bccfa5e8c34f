import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { Unreadable } from '@/components/ui/description-list'
import { Table } from '@/components/ui/table'
import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import { isUnreadable } from '@/lib/data-service/tolerant-read'

import { partnerColumns } from './partner-columns'

type PartnerTableProps = {
  kind: PartnerListKind
  rows: BusinessPartner[]
  caption: string
  loading: boolean
  skeleton: ReactNode
}

/** One page of partners as a table; its columns are the ones the CSV export writes. */
export function PartnerTable({ kind, rows, caption, loading, skeleton }: PartnerTableProps) {
  const { t, i18n } = useTranslation()
  const format = { t, language: i18n.language }
  const columns = partnerColumns(kind).map((column) => ({
    id: column.id,
    header: t(column.headerKey),
    cell: (partner: BusinessPartner) =>
      isUnreadable(partner, column.field) ? (
        <Unreadable />
      ) : (
        (column.render?.(partner, format, kind) ?? column.text(partner, format))
      ),
    className: column.className,
    isRowHeader: column.isRowHeader,
  }))
  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      getRowKey={(partner) => partner.id}
      loading={loading}
      skeleton={skeleton}
    />
  )
}
