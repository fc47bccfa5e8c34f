import { z } from 'zod'

/**
 * spec §3 List response. Defaults as the spec states them: page 1, pageSize 25, total 25, the rest 0.
 * (total defaulting to 25 is the spec's; the mock always sends every field.)
 */
export function listResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    page: z.number().int().default(1),
    pageSize: z.number().int().default(25),
    pageCount: z.number().int().default(0),
    total: z.number().int().default(25),
    totalItems: z.number().int().default(0),
    totalPages: z.number().int().default(0),
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
