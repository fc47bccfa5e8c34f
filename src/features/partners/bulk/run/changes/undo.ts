import { resourcesShowing, type ResourceName } from '@/lib/data-service/resources'
import { changedFields, sentVersion } from '@/lib/data-service/write-back'

import { readCurrentRecord } from '../../../api/current-record'
import { RECORDS_BY_PARTNER_ID, type RecordByPartnerId } from '../../../api/partner-requests'
import type { BulkChange, BulkTarget, ItemResult, UndoStep, Words } from '../bulk-change'

import { createRecord, putRecord, readPartnerRecords, removeRecord } from './records'
import { isSameRecord } from './same-record'
import { undoOutcome, type UndoVerdict } from './undo-outcome'

/**
 * Takes back what a run wrote: for each partner the run changed, its undo steps, last written
 * first. Each step touches only the record it names, and only while that record is as the run
 * left it: one changed since is left alone and reported (undo-outcome.ts), so an undo never
 * overwrites someone else's work nor another run's. Every step reads before writing, so taking
 * it twice writes nothing twice.
 */
export function undoChange(results: readonly ItemResult[], title: Words): BulkChange {
  const stepsOf = new Map<number, UndoStep[]>()
  const targets: BulkTarget[] = []
  for (const result of results) {
    if (result.kind !== 'done' || result.undo.length === 0) continue
    if (!stepsOf.has(result.target.id)) targets.push(result.target)
    stepsOf.set(result.target.id, [...(stepsOf.get(result.target.id) ?? []), ...result.undo])
  }
  const resources = new Set([...stepsOf.values()].flat().flatMap((step) => resourcesShowing(step.resource)))
  // Partners something was put back for, so a retry after a failure part-way still reports done.
  const undone = new Set<number>()

  return {
    title,
    targets,
    resources: [...resources],
    isUndo: true,
    step: async (target, signal) => {
      const verdicts: UndoVerdict[] = []
      for (const step of [...(stepsOf.get(target.id) ?? [])].reverse()) {
        const verdict = await undoStep(step, signal)
        if (verdict.kind === 'undone') undone.add(target.id)
        verdicts.push(verdict)
      }
      return undoOutcome(verdicts, undone.has(target.id))
    },
  }
}

const UNDONE = { kind: 'undone' } as const
const ALREADY = { kind: 'already' } as const

function undoStep(step: UndoStep, signal: AbortSignal): Promise<UndoVerdict> {
  if (step.kind === 'restore') return restore(step, signal)
  if (step.kind === 'delete') return deleteCreated(step, signal)
  return recreate(step, signal)
}

/** An update: the whole record as it was read back, while it still reads as the run wrote it. */
async function restore(
  { resource, id, before, after }: Extract<UndoStep, { kind: 'restore' }>,
  signal: AbortSignal,
): Promise<UndoVerdict> {
  const current = await readCurrentRecord(resource, id, signal)
  if (!current) return { kind: 'gone' }
  const now = sentVersion(current)
  if (changedFields(before, now).length === 0) return ALREADY
  const fields = changedFields(after, now)
  if (fields.length > 0) return { kind: 'changed-since', fields }
  await putRecord(resource, id, before, signal)
  return UNDONE
}

/** A create: the record deleted, while it is as the run made it. */
async function deleteCreated(
  { resource, id, created }: Extract<UndoStep, { kind: 'delete' }>,
  signal: AbortSignal,
): Promise<UndoVerdict> {
  const current = await readCurrentRecord(resource, id, signal)
  if (!current) return ALREADY
  const fields = changedFields(created, sentVersion(current))
  if (fields.length > 0) return { kind: 'changed-since', fields }
  return (await removeRecord(resource, id, signal)) ? UNDONE : ALREADY
}

const byPartnerId = (resource: ResourceName): resource is RecordByPartnerId =>
  (RECORDS_BY_PARTNER_ID as readonly string[]).includes(resource)

/**
 * A delete: the record made again as it was (under a new id the service gives), unless the same
 * one is back already (same-record.ts).
 */
async function recreate(
  { resource, removed }: Extract<UndoStep, { kind: 'recreate' }>,
  signal: AbortSignal,
): Promise<UndoVerdict> {
  const partnerId = (removed as { bpId?: unknown }).bpId
  if (byPartnerId(resource) && typeof partnerId === 'number') {
    const records = await readPartnerRecords(resource, partnerId, signal)
    if (records.some((record) => isSameRecord(resource, removed, sentVersion(record)))) return ALREADY
  }
  await createRecord(resource, removed, signal)
  return UNDONE
}
