import { dataService } from '@/lib/data-service/resource-client'
import { sentVersion } from '@/lib/data-service/write-back'

import type { BulkChange, BulkTarget } from '../bulk-change'

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

/** Adds every partner a service map for the campaign, unless it has one already. */
export function addService(
  targets: readonly BulkTarget[],
  campaignId: string,
  name = campaignId,
): BulkChange {
  return writingChange({
    title: titles.addService(name),
    targets,
    resource: 'service-maps',
    write: async (target, written, signal) => {
      if ((await mapsOf(target, campaignId, signal)).length > 0) return { kind: 'already' }
      const created = await dataService['service-maps'].create({ bpId: target.id, campaignId }, { signal })
      written.push({
        kind: 'delete',
        resource: 'service-maps',
        id: created.id,
        created: sentVersion(created),
      })
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
