import { queryOptions } from '@tanstack/react-query'

import type { Service } from '@/entities/service'

import { fetchAllOf } from '../../api/related-records'

/** Every service a partner can be given (the service resource), all pages. */
export const serviceCatalogueQuery = () =>
  queryOptions({
    queryKey: ['services', 'catalogue'] as const,
    queryFn: async ({ client }) => (await fetchAllOf(client, 'services', {})).records,
  })

/** A service as a choice: its name and campaign id, which tells apart two services of one name. */
export const serviceLabel = (service: Service) =>
  [service.name?.trim() || undefined, service.axCampaignId].filter(Boolean).join(' · ')

/**
 * The services a partner can still be given: those with a campaign id (a service
 * map names a service by it), not already offered, one per campaign id, by label.
 */
export function addableServices(catalogue: readonly Service[], offered: readonly Service[]): Service[] {
  const taken = new Set(offered.map((service) => service.axCampaignId))
  const byCampaign = new Map<string, Service>()
  for (const service of catalogue) {
    const campaign = service.axCampaignId?.trim()
    if (campaign && !taken.has(service.axCampaignId) && !byCampaign.has(campaign))
      byCampaign.set(campaign, service)
  }
  return [...byCampaign.values()].sort((a, b) => serviceLabel(a).localeCompare(serviceLabel(b)))
}
