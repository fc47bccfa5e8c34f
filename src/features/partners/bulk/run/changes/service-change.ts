import { dataService } from '@/lib/data-service/resource-client'
import { sentVersion } from '@/lib/data-service/write-back'

import type { ServiceMap } from '@/entities/service-map'

import type { BulkChange, BulkTarget, UndoStep } from '../bulk-change'

import { readPartnerRecords, removeEach } from './records'
import { sameServiceMap } from './same-record'
import { titles } from './titles'
import { writingChange } from './writing-change'

/**
 * A partner runs a service when one of its service maps names the service's campaign
 * (campaignId = the service's axCampaignId). Steps read the maps afresh; a write to them refreshes
 * the services queries too (resourcesShowing). `name` is how a title names the service (its
 * label), the campaign id unless given.
 */

/** The partner's maps of the campaign, read afresh. */
async function mapsOf(target: BulkTarget, campaignId: string, signal: AbortSignal) {
  const maps = await readPartnerRecords('service-maps', target.id, signal)
  return maps.filter((map) => sameServiceMap(map, { bpId: target.id, campaignId }))
}

const deleteStep = (map: ServiceMap): UndoStep => ({
  kind: 'delete',
  resource: 'service-maps',
  id: map.id,
  created: sentVersion(map),
})

/**
 * Adds every partner a service map for the campaign, unless it has one already. A create whose
 * answer was lost may still have landed: the retry that finds the map (none was there at the
 * first read) keeps it as the run's own, with its undo.
 */
export function addService(
  targets: readonly BulkTarget[],
  campaignId: string,
  name = campaignId,
): BulkChange {
  const sentTo = new Set<number>()
  return writingChange({
    title: titles.addService(name),
    targets,
    resource: 'service-maps',
    write: async (target, written, signal) => {
      const [map] = await mapsOf(target, campaignId, signal)
      if (map) {
        if (sentTo.has(target.id) && written.length === 0) written.push(deleteStep(map))
        return { kind: 'already' }
      }
      sentTo.add(target.id)
      const created = await dataService['service-maps'].create({ bpId: target.id, campaignId }, { signal })
      written.push(deleteStep(created))
      return { kind: 'already' }
    },
  })
}

/** Deletes every service map of the campaign each partner has; its undo makes them again. */
export function removeService(
  targets: readonly BulkTarget[],
  campaignId: string,
  name = campaignId,
): BulkChange {
  return writingChange({
    title: titles.removeService(name),
    targets,
    resource: 'service-maps',
    write: async (target, written, signal) => {
      await removeEach('service-maps', await mapsOf(target, campaignId, signal), written, signal)
      return { kind: 'nothing-to-change' }
    },
  })
}
