import * as z from 'zod/mini'

import { listResponseSchema, type ListResponse } from '@/entities/list-response'

import { malformedResponse, toDataServiceError } from './errors'
import { normalizeListParams, type ListParams } from './list-params'
import { getRequestGateway, type DataRequest, type QueryParams } from './request-gateway'
import { resourceNames, resources, type ResourceEntity, type ResourceName } from './resources'
import { recordReader, type Read, type ReadResult } from './tolerant-read'

export interface RequestOptions {
  /** React Query passes one to every queryFn; aborting rejects with kind 'aborted'. */
  signal?: AbortSignal
  /**
   * How a list's records are checked, one by one: at once (a list screen's page of 25), or in
   * slices for the pages of 500 of a whole-network reading (read-every-page.ts hands in
   * lib/in-slices' forEachInSlices, which a list's first load then need not carry).
   */
  each?: EachRecord
}

/** Runs `work` on each item, in turn; stops, rejecting, once `signal` aborts. */
type EachRecord = (
  items: readonly unknown[],
  work: (item: unknown, index: number) => void,
  options: { signal?: AbortSignal },
) => Promise<void>

const atOnce: EachRecord = async (items, work) => items.forEach(work)

/**
 * A page of records as the app sees it: {list, page, pageSize, pageCount, total, ...} (product
 * spec), plus how many records of the page could not be read at all (docs/decisions/010: the rest
 * still show).
 */
export type ResourceList<R extends ResourceName> = ListOf<ResourceEntity<R>>

/** A page of records of type T, and how many of the page's records could not be read. */
export type ListOf<T> = ListResponse<Read<T>> & { unreadableRecords: number }

/** The envelope of a list, its records still unread. */
const listEnvelopeSchema = listResponseSchema(z.unknown())

/** The body of a create: the entity, its id left to the server when it has one. */
export type NewEntity<R extends ResourceName> = Omit<ResourceEntity<R>, 'id'> &
  Partial<Pick<ResourceEntity<R>, Extract<keyof ResourceEntity<R>, 'id'>>>

/** Typed access to one resource, through the current request gateway, every answer checked by zod. */
export function createResourceClient<R extends ResourceName>(resource: R) {
  // TS cannot narrow the indexed schema for a generic R; resources.ts ties each name to its schema.
  const schema = resources[resource] as unknown as z.ZodMiniType<ResourceEntity<R>>
  const read = recordReader(resource, schema)

  /** One record: refused (an error state) only when it cannot be identified. */
  function readOne(body: unknown): ResourceEntity<R> {
    const result = read(body)
    if (!result.ok) throw malformedResponse(resource, result.error, result.at)
    return result.record
  }

  /**
   * A page read by `readRecord`: its envelope must be right; records that cannot be identified
   * are counted, not shown. A whole-network reading has each record checked in slices: 500 store
   * settings took over 100 ms in one task on this machine (docs/decisions/023).
   */
  const listReadBy =
    <T>(readRecord: (input: unknown) => ReadResult<T>) =>
    async (body: unknown, { signal, each = atOnce }: RequestOptions): Promise<ListOf<T>> => {
      const envelope = listEnvelopeSchema.safeParse(body)
      if (!envelope.success) throw malformedResponse(resource, envelope.error)
      const list: Read<T>[] = []
      let unreadableRecords = 0
      const readItem = (item: unknown, index: number) => {
        const result = readRecord(item)
        if (result.ok) list.push(result.record)
        else {
          unreadableRecords += 1
          console.warn(malformedResponse(resource, result.error, ['list', index, ...result.at]).message)
        }
      }
      await each(envelope.data.list, readItem, { signal })
      return { ...envelope.data, list, unreadableRecords }
    }
  const readList = listReadBy(read)

  async function send<T>(
    request: DataRequest,
    readBody: (body: unknown, options: RequestOptions) => T | Promise<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    let body: unknown
    try {
      // Read at call time, so installing a gateway later (start-up, tests) takes effect everywhere.
      body = await getRequestGateway()(request)
    } catch (error) {
      throw toDataServiceError(error, resource)
    }
    try {
      return await readBody(body, options)
    } catch (error) {
      throw toDataServiceError(error, resource)
    }
  }

  return {
    resource,
    get: (id: number, { signal }: RequestOptions = {}) =>
      send({ kind: 'READ', resource, id, signal }, readOne),
    list: (params: ListParams = {}, options: RequestOptions = {}) =>
      send(
        { kind: 'READ_MANY', resource, params: normalizeListParams(params), signal: options.signal },
        readList,
        options,
      ),
    /** `list`, each record read by `readRecord` (a reader of a few fields: read-every-page's pagesOfFields). */
    listWith: <T>(
      readRecord: (input: unknown) => ReadResult<T>,
      params: ListParams = {},
      options: RequestOptions = {},
    ) =>
      send(
        { kind: 'READ_MANY', resource, params: normalizeListParams(params), signal: options.signal },
        listReadBy(readRecord),
        options,
      ),
    listByParam: (params: QueryParams, { signal }: RequestOptions = {}) =>
      send({ kind: 'READ_BY_PARAM', resource, params, signal }, readList),
    create: (body: NewEntity<R>, { signal }: RequestOptions = {}) =>
      send({ kind: 'CREATE', resource, body, signal }, readOne),
    update: (id: number, body: ResourceEntity<R>, { signal }: RequestOptions = {}) =>
      send({ kind: 'UPDATE', resource, id, body, signal }, readOne),
    patch: (id: number, body: Partial<ResourceEntity<R>>, { signal }: RequestOptions = {}) =>
      send({ kind: 'PATCH', resource, id, body, signal }, readOne),
    // A delete answers with the removed record.
    remove: (id: number, { signal }: RequestOptions = {}) =>
      send({ kind: 'DELETE', resource, id, signal }, readOne),
  }
}

export type ResourceClient<R extends ResourceName> = ReturnType<typeof createResourceClient<R>>

export type DataService = { readonly [R in ResourceName]: ResourceClient<R> }

/** One client per resource, generated from the one definition in resources.ts. */
export const dataService = Object.fromEntries(
  resourceNames.map((name) => [name, createResourceClient(name)]),
) as unknown as DataService
