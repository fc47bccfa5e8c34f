import type { BusinessPartner } from '@/entities/business-partner'
import type { ClosingDate } from '@/entities/closing-date'

import { closingDateProblems, overlapping, type ClosingDateDraft } from '../../model/closing-date-rules'
import { closureSpan, type ClosureSpan } from '../../model/closures'
import type { BulkTarget } from '../run/bulk-change'

import type { SheetRow } from './sheet-rows'

/** Why a row of the file will not be imported; several can name the same row. */
export type ImportProblem =
  | { kind: 'noAccount' }
  | { kind: 'unknownAccount' }
  /** The service has more than one partner with this account number: which one is meant? */
  | { kind: 'sharedAccount'; count: number }
  | { kind: 'noFrom' }
  | { kind: 'fromNotADate' }
  | { kind: 'toNotADate' }
  | { kind: 'toBeforeFrom' }
  /** The same account, days and reason as an earlier row (`row`), which is imported instead. */
  | { kind: 'sameAs'; row: number }
  /** Overlaps an earlier row of the file for the same partner, which is imported instead. */
  | { kind: 'overlapsRow'; row: number }
  /** Overlaps a closing date the partner has. */
  | { kind: 'overlapsClosure'; other: ClosureSpan }

export type CheckedRow = SheetRow & {
  /** The partner the account number names; undefined when none or several do. */
  partner?: BulkTarget
  /** The closing date the row adds, as the edit form would have it. */
  draft: ClosingDateDraft
  problems: ImportProblem[]
}

/** What the service said about the file's account numbers and their partners' closing dates. */
export type ImportLookup = {
  /** The partners with an account number, compared as accountKey() makes it. */
  partnersByAccount: ReadonlyMap<string, readonly BusinessPartner[]>
  closingDatesByPartner: ReadonlyMap<number, readonly ClosingDate[]>
}

/**
 * How account numbers are matched: trimmed, without case (the service's own comparison is not
 * specified; an account typed in lower case still names its partner).
 */
export const accountKey = (accountNum: string | null | undefined) => (accountNum ?? '').trim().toUpperCase()

const DATE_PROBLEMS = {
  required: { kind: 'noFrom' },
  invalid: { kind: 'fromNotADate' },
} as const

/**
 * Each row of the file matched to its partner and checked as the closing-date form checks one
 * (closing-date-rules.ts: real days, to not before from, no overlap with the partner's closing
 * dates), and against the rows above it: the same row again, or an overlap with one for the same
 * partner. The earlier row is the one imported, so a file read top-down keeps what it said first.
 */
export function checkImportRows(rows: readonly SheetRow[], lookup: ImportLookup): CheckedRow[] {
  const seen = new Map<string, number>()
  // The spans of the rows to be imported, per partner: worked out once, as a file may hold thousands.
  const readyByPartner = new Map<number, ClosureSpan[]>()
  return rows.map((row) => {
    const draft: ClosingDateDraft = {
      from: row.from,
      to: row.to === row.from ? '' : row.to,
      reason: row.reason.trim(),
    }
    const problems: ImportProblem[] = []

    const partners = lookup.partnersByAccount.get(accountKey(row.accountNum)) ?? []
    const [partner] = partners
    if (!row.accountNum.trim()) problems.push({ kind: 'noAccount' })
    else if (partners.length === 0) problems.push({ kind: 'unknownAccount' })
    else if (partners.length > 1) problems.push({ kind: 'sharedAccount', count: partners.length })

    const dateProblems = closingDateProblems(draft, [])
    for (const problem of dateProblems) {
      if (problem.field === 'from' && problem.kind !== 'overlaps') problems.push(DATE_PROBLEMS[problem.kind])
      else if (problem.field === 'to')
        problems.push({ kind: problem.kind === 'invalid' ? 'toNotADate' : 'toBeforeFrom' })
    }

    const key = [accountKey(row.accountNum), draft.from, draft.to || draft.from, draft.reason].join('\n')
    const earlier = seen.get(key)
    if (earlier === undefined) seen.set(key, row.row)
    else problems.push({ kind: 'sameAs', row: earlier })

    const target = partners.length === 1 && partner ? toTarget(partner) : undefined
    if (target && problems.length === 0) {
      const ready = readyByPartner.get(target.id) ?? []
      const aboveIt = overlapping(draft.from, draft.to || draft.from, ready)
      const [existing] = closingDateProblems(draft, lookup.closingDatesByPartner.get(target.id) ?? [])
      if (aboveIt) problems.push({ kind: 'overlapsRow', row: aboveIt.record.id })
      if (existing?.kind === 'overlaps') problems.push({ kind: 'overlapsClosure', other: existing.other })
      if (problems.length === 0) {
        ready.push(closureSpan(asClosingDate(row, target, draft)))
        readyByPartner.set(target.id, ready)
      }
    }
    return { ...row, partner: target, draft, problems }
  })
}

const toTarget = ({ id, name, accountNum }: BusinessPartner): BulkTarget => ({ id, name, accountNum })

/** A ready row as the closing date it will be, its id the row's number (named by overlapsRow). */
function asClosingDate(row: SheetRow, target: BulkTarget, draft: ClosingDateDraft): ClosingDate {
  return {
    id: row.row,
    bpId: target.id,
    day: draft.from,
    from: draft.from,
    to: draft.to || draft.from,
    reason: draft.reason,
  }
}

/** The rows without problems, as addClosingDates takes them: one entry a partner, in file order. */
export function importEntries(rows: readonly CheckedRow[]) {
  const entries = new Map<number, { target: BulkTarget; drafts: ClosingDateDraft[] }>()
  for (const { partner, draft, problems } of rows) {
    if (!partner || problems.length > 0) continue
    const entry = entries.get(partner.id) ?? { target: partner, drafts: [] }
    entry.drafts.push(draft)
    entries.set(partner.id, entry)
  }
  return [...entries.values()]
}
