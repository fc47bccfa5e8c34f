import { queryOptions } from '@tanstack/react-query'

import { normalizeListParams, type ListParams } from './list-params'
import { dataService } from './resource-client'
import type { ResourceName } from './resources'

/**
 * The query-key factory of one resource (TkDodo, "Effective React Query Keys"): keys run generic ->
 * specific, so invalidating `all()` or `lists()` reaches every key beneath it. One generic factory
 * serves all 14 resources (STYLE "Queries").
 */
export function resourceQueries<R extends ResourceName>(resource: R) {
  const client = dataService[resource]
  const all = () => [resource] as const
  const lists = () => [...all(), 'list'] as const
  const details = () => [...all(), 'detail'] as const

  return {
    all,
    lists,
    details,
    // Defaults are filled in the key, so list() and list({ page: 1 }) share one cache entry.
    list: (params: ListParams = {}) => {
      const normalized = normalizeListParams(params)
      return queryOptions({
        queryKey: [...lists(), normalized] as const,
        queryFn: ({ signal }) => client.list(normalized, { signal }),
      })
    },
    detail: (id: number) =>
      queryOptions({
        queryKey: [...details(), id] as const,
        queryFn: ({ signal }) => client.get(id, { signal }),
      }),
  }
}
