import { queryOptions } from '@tanstack/react-query'

import { fetchAllOf } from '../../api/related-records'

/**
 * Every partner whose week is this one: whose openingHourTemplateId names a
 * template whose openingHourId names one of the week's rows. Templates first (by openingHourId),
 * then partners (by openingHourTemplateId), two list requests however many partners share it.
 */
export const weekSharersQuery = (rowIds: readonly number[]) =>
  queryOptions({
    queryKey: ['business-partners', 'related', 'openingHourWeek', [...rowIds].sort()] as const,
    queryFn: async ({ client }) => {
      if (rowIds.length === 0) return []
      const templates = await fetchAllOf(client, 'opening-hour-templates', {
        openingHourId: rowIds.map(String),
      })
      const templateIds = templates.records.map((template) => String(template.id))
      if (templateIds.length === 0) return []
      const partners = await fetchAllOf(client, 'business-partners', { openingHourTemplateId: templateIds })
      return partners.records
    },
  })
