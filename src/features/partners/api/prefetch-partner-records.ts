import type { QueryClient } from '@tanstack/react-query'

import { RECORDS_BY_PARTNER_ID } from './partner-requests'

/**
 * Asks for the first page of each group of a partner's records (its page's sections), ahead of
 * the sections' own code. The query definitions come in a chunk of their own, so whoever calls
 * this early (a navigation to the page, the page once its summary has painted) carries none of
 * the records' schemas. Offline, or after a new deploy, the chunk may not load: the sections then
 * ask for their records themselves when they render.
 */
export function prefetchPartnerRecords(client: QueryClient, partnerId: number): void {
  import('./related-records')
    .then(({ relatedQueries }) => {
      for (const resource of RECORDS_BY_PARTNER_ID)
        void client.prefetchQuery(relatedQueries.byPartnerId(resource, partnerId))
    })
    .catch(() => undefined)
}
