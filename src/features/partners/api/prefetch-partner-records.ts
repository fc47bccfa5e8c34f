import type { QueryClient } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'

import { RECORDS_BY_PARTNER_ID } from './partner-requests'

/**
 * Asks for the first page of each group of a partner's records (its page's sections), ahead of
 * the sections' own code. The query definitions come in a chunk of their own, so whoever calls
 * this early (a navigation to the page, the page once its summary has painted) carries none of
 * the records' schemas. Offline, or after a new deploy, the chunk may not load: the sections then
 * ask for their records themselves when they render.
 *
 * The chains go first, longest first, each link leaving as soon as the one before answers instead
 * of after every other group's answer and its section's render: the week (when the partner's
 * record names its template: template, then the row it names, then the week's rows), then the
 * services (the service maps name them).
 *
 * Settles once every group has answered or failed (prefetchQuery never rejects), or at once when
 * the chunk could not load: what waits for the records (the page's map) then goes on.
 */
export function prefetchPartnerRecords(
  client: QueryClient,
  partner: Pick<BusinessPartner, 'id'> & Partial<Pick<BusinessPartner, 'openingHourTemplateId'>>,
): Promise<void> {
  return import('./related-records')
    .then(({ relatedQueries }) =>
      Promise.all([
        partner.openingHourTemplateId != null
          ? client.prefetchQuery(relatedQueries.openingHours(partner.openingHourTemplateId))
          : undefined,
        client.prefetchQuery(relatedQueries.services(partner.id)),
        ...RECORDS_BY_PARTNER_ID.map((resource) =>
          client.prefetchQuery(relatedQueries.byPartnerId(resource, partner.id)),
        ),
      ]),
    )
    .then(
      () => undefined,
      () => undefined,
    )
}
