import type { QueryClient } from '@tanstack/react-query'

import { RECORDS_BY_PARTNER_ID } from './partner-requests'

/**
 * Asks for the first page of each group of a partner's records (its page's sections), ahead of
 * the sections' own code. The query definitions come in a chunk of their own, so whoever calls
 * this early (a navigation to the page, the page once its summary has painted) carries none of
 * the records' schemas. Offline, or after a new deploy, the chunk may not load: the sections then
 * ask for their records themselves when they render.
 *
 * The services go first: they take two requests (the service maps name them), and the second
 * leaves as soon as the first is answered, instead of after every other group's answer and the
 * services section's render.
 */
export function prefetchPartnerRecords(client: QueryClient, partnerId: number): void {
  import('./related-records')
    .then(({ relatedQueries }) => {
      void client.prefetchQuery(relatedQueries.services(partnerId))
      for (const resource of RECORDS_BY_PARTNER_ID)
        void client.prefetchQuery(relatedQueries.byPartnerId(resource, partnerId))
    })
    .catch(() => undefined)
}
