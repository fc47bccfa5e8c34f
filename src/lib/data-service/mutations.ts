import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'

import { resourceQueries } from './queries'
import { dataService, type NewEntity } from './resource-client'
import type { ResourceEntity, ResourceName } from './resources'

/**
 * Marks the resource's lists stale, and the record's detail when it has an id. Returned as a promise
 * so the mutation stays pending until active lists have refetched (TkDodo, "Mastering Mutations").
 */
function invalidateRecord(queryClient: QueryClient, resource: ResourceName, id: number | undefined) {
  const queries = resourceQueries(resource)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queries.lists() }),
    id === undefined ? undefined : queryClient.invalidateQueries({ queryKey: queries.detail(id).queryKey }),
  ])
}

function idOf(record: unknown): number | undefined {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined
  return typeof id === 'number' ? id : undefined
}

export function useCreateResource<R extends ResourceName>(resource: R) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewEntity<R>) => dataService[resource].create(body),
    onSuccess: (created) => invalidateRecord(queryClient, resource, idOf(created)),
  })
}

export interface UpdateVariables<R extends ResourceName> {
  id: number
  body: ResourceEntity<R>
}

export function useUpdateResource<R extends ResourceName>(resource: R) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: UpdateVariables<R>) => dataService[resource].update(id, body),
    onSuccess: (_updated, { id }) => invalidateRecord(queryClient, resource, id),
  })
}

export interface PatchVariables<R extends ResourceName> {
  id: number
  body: Partial<ResourceEntity<R>>
}

export function usePatchResource<R extends ResourceName>(resource: R) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: PatchVariables<R>) => dataService[resource].patch(id, body),
    onSuccess: (_patched, { id }) => invalidateRecord(queryClient, resource, id),
  })
}

export function useRemoveResource<R extends ResourceName>(resource: R) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => dataService[resource].remove(id),
    // The detail is invalidated but not refetched: the record is gone, a refetch could only 404.
    onSuccess: (_removed, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceQueries(resource).lists() }),
        queryClient.invalidateQueries({
          queryKey: resourceQueries(resource).detail(id).queryKey,
          refetchType: 'none',
        }),
      ]),
  })
}
