import type * as z from 'zod/mini'

import { listResponseSchema, type ListResponse } from '@/entities/list-response'

import { malformedResponse, toDataServiceError } from './errors'
import { normalizeListParams, type ListParams } from './list-params'
import { getRequestGateway, type DataRequest, type QueryParams } from './request-gateway'
import { resourceNames, resources, type ResourceEntity, type ResourceName } from './resources'

export interface RequestOptions {
  /** React Query passes one to every queryFn; aborting rejects with kind 'aborted'. */
  signal?: AbortSignal
}

/** A page of records as the app sees it: {list, page, pageSize, pageCount, total, ...} (spec §3). */
export type ResourceList<R extends ResourceName> = ListResponse<ResourceEntity<R>>

/** The body of a create: the entity, its id left to the server when it has one. */
type NewEntity<R extends ResourceName> = Omit<ResourceEntity<R>, 'id'> &
  Partial<Pick<ResourceEntity<R>, Extract<keyof ResourceEntity<R>, 'id'>>>

/** Typed access to one resource, through the current request gateway, every answer checked by zod. */
export function createResourceClient<R extends ResourceName>(resource: R) {
  // TS cannot narrow the indexed schema for a generic R; resources.ts ties each name to its schema.
  const schema = resources[resource] as unknown as z.ZodMiniType<ResourceEntity<R>>
  const listSchema = listResponseSchema(schema) as z.ZodMiniType<ResourceList<R>>

  async function send<T>(request: DataRequest, responseSchema: z.ZodMiniType<T>): Promise<T> {
    let body: unknown
    try {
      // Read at call time, so installing a gateway later (start-up, tests) takes effect everywhere.
      body = await getRequestGateway()(request)
    } catch (error) {
      throw toDataServiceError(error, resource)
    }
    const parsed = responseSchema.safeParse(body)
    // DESIGN "Data flow": a malformed record is an error state, never silently wrong data.
    if (!parsed.success) throw malformedResponse(resource, parsed.error)
    return parsed.data
  }

  return {
    resource,
    get: (id: number, { signal }: RequestOptions = {}) =>
      send({ kind: 'READ', resource, id, signal }, schema),
    list: (params: ListParams = {}, { signal }: RequestOptions = {}) =>
      send({ kind: 'READ_MANY', resource, params: normalizeListParams(params), signal }, listSchema),
    listByParam: (params: QueryParams, { signal }: RequestOptions = {}) =>
      send({ kind: 'READ_BY_PARAM', resource, params, signal }, listSchema),
    create: (body: NewEntity<R>, { signal }: RequestOptions = {}) =>
      send({ kind: 'CREATE', resource, body, signal }, schema),
    update: (id: number, body: ResourceEntity<R>, { signal }: RequestOptions = {}) =>
      send({ kind: 'UPDATE', resource, id, body, signal }, schema),
    patch: (id: number, body: Partial<ResourceEntity<R>>, { signal }: RequestOptions = {}) =>
      send({ kind: 'PATCH', resource, id, body, signal }, schema),
    // spec §7: a delete answers with the removed record.
    remove: (id: number, { signal }: RequestOptions = {}) =>
      send({ kind: 'DELETE', resource, id, signal }, schema),
  }
}

type ResourceClient<R extends ResourceName> = ReturnType<typeof createResourceClient<R>>

export type DataService = { readonly [R in ResourceName]: ResourceClient<R> }

/** One client per resource, generated from the one definition in resources.ts. */
export const dataService = Object.fromEntries(
  resourceNames.map((name) => [name, createResourceClient(name)]),
) as unknown as DataService
