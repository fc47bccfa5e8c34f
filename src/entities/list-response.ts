import * as z from 'zod/mini'

/**
 * List response. Defaults as the spec states them: page 1, pageSize 25, total 25,
 * the rest 0. (total defaulting to 25 is the spec's; the mock always sends every field.)
 */
export function listResponseSchema<Item extends z.core.SomeType>(item: Item) {
  return z.object({
    list: z.array(item),
    page: z._default(z.int(), 1),
    pageSize: z._default(z.int(), 25),
    pageCount: z._default(z.int(), 0),
    total: z._default(z.int(), 25),
    totalItems: z._default(z.int(), 0),
    totalPages: z._default(z.int(), 0),
  })
}

export type ListResponse<Item> = {
  list: Item[]
  page: number
  pageSize: number
  pageCount: number
  total: number
  totalItems: number
  totalPages: number
}
