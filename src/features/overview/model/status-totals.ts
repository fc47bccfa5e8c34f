import { PARTNER_LIST_KINDS, type PartnerListKind } from '@/config/routes'
import type { PartnerStatus } from '@/entities/business-partner'
import { PARTNER_STATUSES } from '@/entities/partner-kinds'

/** One count of the status chart: the partners of a list (all, or one type) with one status. */
export type StatusCell = { kind: PartnerListKind; status: PartnerStatus }

/**
 * Every count the status chart shows, each the `total` of one request (`pageSize=1`): all
 * partners and each type, by status. The service counts them itself, so the chart says exactly
 * what the list it links to will say (docs/decisions/023).
 */
export const STATUS_CELLS: readonly StatusCell[] = PARTNER_LIST_KINDS.flatMap((kind) =>
  PARTNER_STATUSES.map((status) => ({ kind, status })),
)

export type StatusTotals = Record<PartnerListKind, Record<PartnerStatus, number>>

/** The totals in the chart's shape, from the answers in STATUS_CELLS' order. */
export function statusTotals(totals: readonly number[]): StatusTotals {
  const table = Object.fromEntries(
    PARTNER_LIST_KINDS.map((kind) => [
      kind,
      Object.fromEntries(PARTNER_STATUSES.map((status) => [status, 0])),
    ]),
  ) as StatusTotals
  STATUS_CELLS.forEach(({ kind, status }, index) => {
    table[kind][status] = totals[index] ?? 0
  })
  return table
}
