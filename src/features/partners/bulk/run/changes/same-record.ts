import type { ClosingDate } from '@/entities/closing-date'
import type { ResourceName } from '@/lib/data-service/resources'

import { closureSpan } from '../../../model/closures'

/**
 * When a record a step would create is there already: the rule a create checks before writing (so
 * a retry never doubles) and an undo's re-creation checks too (so undoing twice adds nothing).
 */

type ClosureDays = Pick<ClosingDate, 'day' | 'from' | 'to' | 'reason'>

/** The same days and the same reason (trimmed; blank and none alike): the very same closure. */
export function sameClosure(a: ClosureDays, b: ClosureDays): boolean {
  // closureSpan reads only the days and the reason, which is all a closure to be made has.
  const [x, y] = [closureSpan(a as ClosingDate), closureSpan(b as ClosingDate)]
  return x.start === y.start && x.end === y.end && x.openEnded === y.openEnded && x.reason === y.reason
}

type ServiceMapKey = { bpId?: unknown; campaignId?: unknown }

/** The same partner running the same service; campaign ids compare as text (ERP ids come as either). */
export function sameServiceMap(a: ServiceMapKey, b: ServiceMapKey): boolean {
  return a.bpId === b.bpId && a.campaignId != null && String(a.campaignId) === String(b.campaignId)
}

/** Fields the service sets on every write: a record made again differs in them and is the same. */
const SET_BY_SERVICE = new Set(['id', 'modifiedAt'])

/**
 * Whether `candidate` (as the service sent it) is `removed` made again: by the rules above for
 * closures and service maps, by every field the service does not set for anything else.
 */
export function isSameRecord(resource: ResourceName, removed: object, candidate: object): boolean {
  if (resource === 'closing-dates') return sameClosure(removed, candidate)
  if (resource === 'service-maps') return sameServiceMap(removed, candidate)
  const [a, b] = [removed as Record<string, unknown>, candidate as Record<string, unknown>]
  return Object.keys(a).every(
    (key) => SET_BY_SERVICE.has(key) || JSON.stringify(a[key]) === JSON.stringify(b[key]),
  )
}
