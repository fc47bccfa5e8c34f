import { resourceNames, type ResourceName } from '@/lib/data-service/resources'

import type { MockData } from './data/seed'
import type { MockRecord } from './data/types'

/**
 * The in-memory data service: one table per resource, filled from the seeded mock world.
 * Records are kept as the service would send them (development spellings included).
 *
 * The world is planted by whoever starts the service (the mock worker, the mock server, the unit
 * tests' set-up), not generated here: the unit tests generate it once per run instead of once per
 * file, each generation costing faker's import (about 0.3 s).
 */
let seed: MockData | undefined
let tables = new Map<ResourceName, Map<number, MockRecord>>()
let nextIds = new Map<ResourceName, number>()

/** Fills the tables from `world` (generateMockData's), the world resetDb goes back to. */
export function plantDb(world: MockData): void {
  seed = world
  resetDb()
}

/** Back to the planted world (103 records per resource); tests call it between cases. */
export function resetDb(): void {
  if (!seed) throw new NotPlantedError()
  const fresh: MockData = structuredClone(seed)
  tables = new Map(
    resourceNames.map((name) => [name, new Map(fresh[name].map((record) => [record.id, record]))]),
  )
  // Like a database sequence: ids of deleted records are never handed out again.
  nextIds = new Map(
    resourceNames.map((name) => [name, Math.max(0, ...fresh[name].map((record) => record.id)) + 1]),
  )
}

class NotPlantedError extends Error {
  constructor() {
    super('The mock data service has no world: plantDb(generateMockData()) first.')
  }
}

function table(resource: ResourceName): Map<number, MockRecord> {
  if (!seed) throw new NotPlantedError()
  const found = tables.get(resource)
  if (!found) throw new Error(`Unknown mock resource ${resource}`)
  return found
}

export const db = {
  /** Every record of a resource, by id ascending. */
  list(resource: ResourceName): MockRecord[] {
    return [...table(resource).values()].sort((a, b) => a.id - b.id)
  },

  get(resource: ResourceName, id: number): MockRecord | undefined {
    return table(resource).get(id)
  },

  /** Stores the body under the next id (an id in the body is ignored, as the server assigns ids). */
  create(resource: ResourceName, body: Record<string, unknown>): MockRecord {
    const id = nextIds.get(resource) ?? 1
    nextIds.set(resource, id + 1)
    const record: MockRecord = { ...body, id }
    table(resource).set(id, record)
    return record
  },

  /** Replaces the whole record (PUT); undefined when there is none with that id. */
  update(resource: ResourceName, id: number, body: Record<string, unknown>): MockRecord | undefined {
    if (!table(resource).has(id)) return undefined
    const record: MockRecord = { ...body, id }
    table(resource).set(id, record)
    return record
  },

  /** Merges the given fields into the record (PATCH); undefined when there is none with that id. */
  patch(resource: ResourceName, id: number, fields: Record<string, unknown>): MockRecord | undefined {
    const current = table(resource).get(id)
    if (!current) return undefined
    const record: MockRecord = { ...current, ...fields, id }
    table(resource).set(id, record)
    return record
  },

  /**
   * Removes the record and hands it back (product spec); undefined when there is none with that id.
   */
  remove(resource: ResourceName, id: number): MockRecord | undefined {
    const record = table(resource).get(id)
    table(resource).delete(id)
    return record
  },
}
