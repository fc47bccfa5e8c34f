import { dataService } from '@/lib/data-service/resource-client'
import type { ResourceEntity, ResourceName } from '@/lib/data-service/resources'

import { orNothing } from './related-records'

/**
 * A record as the data service holds it now, or undefined when it is gone (a 404). Read straight
 * from the service, never from the query cache, which may be minutes old: every write that reads
 * before it writes (an edit form's save, a bulk change's step, an undo) decides from this.
 */
export function readCurrentRecord<R extends ResourceName>(
  resource: R,
  id: number,
  signal?: AbortSignal,
): Promise<ResourceEntity<R> | undefined> {
  return orNothing(dataService[resource].get(id, { signal }))
}
