import type { Filters } from '@/entities/filters'

import type { ListQuery } from './request-gateway'

/**
 * What a list request asks for, and its defaults: pure and light, so the script that starts a
 * page's first data from the document (app/first-data) builds the very same request.
 */

// Default page 1, page size 25.
export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 25

export interface ListParams {
  page?: number
  pageSize?: number
  filters?: Filters
  /** Free text the service matches against names, account numbers, cities and emails. */
  search?: string
}

/** List params with the defaults filled in; also the shape used in query keys. */
export function normalizeListParams({ page, pageSize, filters, search }: ListParams = {}): ListQuery {
  return {
    page: page ?? DEFAULT_PAGE,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    filters: filters ?? {},
    // Surrounding spaces never change what matches, so they must not change the cache key either.
    search: search?.trim() ?? '',
  }
}
