import { useTranslation } from 'react-i18next'

import { Unreadable } from '@/components/ui/value-marks'
import { TableSkeleton } from '@/components/ui/skeleton'
import { Table } from '@/components/ui/table'
import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import { useMayChange, useRoomForChanges } from '@/lib/auth/role'
import { isUnreadable } from '@/lib/data-service/tolerant-read'
import { FIRST_DATA } from '@/lib/page-load/phases'

import { useTableLayout } from './columns/table-layout-store'
import { partnerColumns } from './partner-columns'
import * as styles from './partner-list.module.css'
import { useSelectionColumn } from './selection/selection-column'

type PartnerTableProps = {
  kind: PartnerListKind
  rows: BusinessPartner[]
  caption: string
  loading: boolean
  /** The selection's scope (selection-rules.ts) and the partners chosen in it, by id. */
  scope: string
  chosen: ReadonlyMap<number, unknown>
}

/**
 * One page of partners as a table: for an editor a box to choose each, then the columns the CSV
 * export writes.
 */
export function PartnerTable({ kind, rows, caption, loading, scope, chosen }: PartnerTableProps) {
  const { t, i18n } = useTranslation()
  const format = { t, language: i18n.language }
  // The columns and row density the user chose (columns/columns-menu.tsx).
  const { hidden, density } = useTableLayout()
  const shown = partnerColumns(kind).filter((column) => !hidden.includes(column.id))
  const select = useSelectionColumn(scope, rows, chosen)
  // Choosing partners is for a bulk change: an editor's. A viewer's table starts with the name.
  // Until the role is known, the boxes' column keeps its room, empty (lib/auth/role.ts).
  const mayChoose = useMayChange()
  const roomForChoosing = useRoomForChanges()
  const choosing = mayChoose
    ? [select]
    : roomForChoosing
      ? [{ ...select, header: null, cell: () => null }]
      : []
  const columns = shown.map((column) => ({
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
    <div className={density === 'compact' ? styles.compact : undefined}>
      <Table
        caption={caption}
        captionHidden
        columns={[...choosing, ...columns]}
        rows={rows}
        getRowKey={(partner) => partner.id}
        loading={loading}
        skeleton={<TableSkeleton columns={choosing.length + columns.length} />}
        firstRowTiming={FIRST_DATA}
      />
    </div>
  )
}
