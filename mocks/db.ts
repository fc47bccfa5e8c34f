import type { ResourceName } from '@/lib/data-service/resources'

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
interface Table {
  records: Map<number, MockRecord>
  /** Like a database sequence: ids of deleted records are never handed out again. */
  nextId: number
  /**
   * The records by id, kept until a write: a list request no longer sorts the whole table, so a
   * world of 100,000 partners answers a page in milliseconds, as an indexed service does.
   */
  byId?: readonly MockRecord[]
}
let tables = new Map<ResourceName, Table>()

/** Fills the tables from `world` (generateMockData's), the world resetDb goes back to. */
export function plantDb(world: MockData): void {
  seed = world
  resetDb()
}

/**
 * Back to the planted world; tests call it between cases. A table is copied from the world when
 * it is first read, so a large world (MOCK_PARTNERS) costs only the resources asked for.
 */
export function resetDb(): void {
  if (!seed) throw new NotPlantedError()
  tables = new Map()
}

class NotPlantedError extends Error {
  constructor() {
    super('The mock data service has no world: plantDb(generateMockData()) first.')
  }
}

function tableOf(resource: ResourceName): Table {
  if (!seed) throw new NotPlantedError()
  const found = tables.get(resource)
  if (found) return found
  const planted = seed[resource]
  if (!planted) throw new Error(`Unknown mock resource ${resource}`)
  const fresh: MockRecord[] = structuredClone(planted)
  const built: Table = {
    records: new Map(fresh.map((record) => [record.id, record])),
    nextId: fresh.reduce((highest, record) => Math.max(highest, record.id), 0) + 1,
  }
  tables.set(resource, built)
  return built
}

const table = (resource: ResourceName): Map<number, MockRecord> => tableOf(resource).records

export const db = {
  /** Every record of a resource, by id ascending. */
  list(resource: ResourceName): readonly MockRecord[] {
    const built = tableOf(resource)
    built.byId ??= Object.freeze([...built.records.values()].sort((a, b) => a.id - b.id))
    return built.byId
  },

  get(resource: ResourceName, id: number): MockRecord | undefined {
    return table(resource).get(id)
  },

  /** Stores the body under the next id (an id in the body is ignored, as the server assigns ids). */
  create(resource: ResourceName, body: Record<string, unknown>): MockRecord {
    const built = tableOf(resource)
    const id = built.nextId
    built.nextId += 1
    const record: MockRecord = { ...body, id }
    built.records.set(id, record)
    built.byId = undefined
    return record
  },

  /** Replaces the whole record (PUT); undefined when there is none with that id. */
  update(resource: ResourceName, id: number, body: Record<string, unknown>): MockRecord | undefined {
    const built = tableOf(resource)
    if (!built.records.has(id)) return undefined
    const record: MockRecord = { ...body, id }
    built.records.set(id, record)
    built.byId = undefined
    return record
  },

  /** Merges the given fields into the record (PATCH); undefined when there is none with that id. */
  patch(resource: ResourceName, id: number, fields: Record<string, unknown>): MockRecord | undefined {
    const built = tableOf(resource)
    const current = built.records.get(id)
    if (!current) return undefined
    const record: MockRecord = { ...current, ...fields, id }
    built.records.set(id, record)
    built.byId = undefined
    return record
  },

  /**
   * Removes the record and hands it back; undefined when there is none with that id.
   */
  remove(resource: ResourceName, id: number): MockRecord | undefined {
    const built = tableOf(resource)
    const record = built.records.get(id)
    built.records.delete(id)
    built.byId = undefined
    return record
  },
}
