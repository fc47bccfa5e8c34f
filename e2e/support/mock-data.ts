import type { APIRequestContext } from '@playwright/test'

import { RECORDS_BY_PARTNER_ID } from '../../src/features/partners/api/partner-requests'

/** Reads the mock data service (mocks/server.ts, started by playwright.config) the way the app does. */
export const MOCK_SERVICE = 'http://localhost:9100'

async function appToken(request: APIRequestContext) {
  const response = await request.post(`${MOCK_SERVICE}/auth/oauth2/token`, {
    form: {
      grant_type: 'client_credentials',
      client_id: 'portal-dev',
      client_secret: 'dev-secret',
      scope: 'dealer_store/read',
    },
  })
  return ((await response.json()) as { access_token: string }).access_token
}

type MockPartner = {
  id: number
  name: string
  accountNum: string
  bpType: string
  status: string
  email: string
  city: string
  country: string
  parentId: number | null
}

async function listPartners(request: APIRequestContext, query: Record<string, string>) {
  const token = await appToken(request)
  const response = await request.get(`${MOCK_SERVICE}/store/api/business-partners`, {
    params: query,
    headers: { authorization: `Bearer ${token}`, 'x-api-key': 'dev-api-key' },
  })
  return (await response.json()) as { list: MockPartner[]; total: number }
}

export async function findPartners(request: APIRequestContext, query: Record<string, string>) {
  return (await listPartners(request, query)).list
}

/** Every partner matching a query, all pages (the service caps a page at 500). */
export async function allPartners(request: APIRequestContext, query: Record<string, string>) {
  return findPartners(request, { ...query, pageSize: '500' })
}

type AnyRecord = Record<string, unknown> & { id: number; bpId?: number | null }

/** Every record of a resource of the mock service (103 each: one page of 500). */
export async function allRecords(request: APIRequestContext, resource: string): Promise<AnyRecord[]> {
  const token = await appToken(request)
  const response = await request.get(`${MOCK_SERVICE}/store/api/${resource}`, {
    params: { pageSize: '500' },
    headers: { authorization: `Bearer ${token}`, 'x-api-key': 'dev-api-key' },
  })
  return ((await response.json()) as { list: AnyRecord[] }).list
}

/**
 * The resources that name a partner in bpId: the portal's own declaration (partner-requests.ts).
 */
export const BY_PARTNER_ID = RECORDS_BY_PARTNER_ID

export type PartnerWorld = {
  partner: MockPartner & { openingHourTemplateId: number | null; parentId: number | null }
  records: Record<(typeof BY_PARTNER_ID)[number], AnyRecord[]>
  services: AnyRecord[]
  week: AnyRecord[]
  parent?: MockPartner
  children: MockPartner[]
}

/**
 * A partner of `type` with at least one record of every kind, and everything about it, read
 * from the mock service the way the portal reads it (docs/data-service-api.md).
 */
export async function fullPartnerOfType(request: APIRequestContext, type: string): Promise<PartnerWorld> {
  const partners = (await allRecords(request, 'business-partners')) as unknown as PartnerWorld['partner'][]
  const related = Object.fromEntries(
    await Promise.all(BY_PARTNER_ID.map(async (resource) => [resource, await allRecords(request, resource)])),
  ) as Record<(typeof BY_PARTNER_ID)[number], AnyRecord[]>
  const services = await allRecords(request, 'services')
  const hours = await allRecords(request, 'opening-hours')
  const templates = await allRecords(request, 'opening-hour-templates')
  const worldOf = (partner: PartnerWorld['partner']): PartnerWorld => {
    const records = Object.fromEntries(
      BY_PARTNER_ID.map((resource) => [
        resource,
        related[resource].filter((record) => record.bpId === partner.id),
      ]),
    ) as PartnerWorld['records']
    const campaigns = new Set(records['service-maps'].map((map) => map.campaignId))
    const template = templates.find((row) => row.id === partner.openingHourTemplateId)
    const named = hours.find((row) => row.id === template?.openingHourId)
    return {
      partner,
      records,
      services: services.filter((service) => campaigns.has(service.axCampaignId)),
      week: named
        ? hours.filter((row) => row.axOpeningHourTemplateRecId === named.axOpeningHourTemplateRecId)
        : [],
      parent: partners.find((candidate) => candidate.id === partner.parentId),
      children: partners.filter((candidate) => candidate.parentId === partner.id),
    }
  }
  const full = partners
    .filter((partner) => partner.bpType === type)
    .map(worldOf)
    .find((world) => Object.values(world.records).every((list) => list.length > 0) && world.week.length > 0)
  if (!full) throw new Error(`the mock world has no ${type} with every kind of record`)
  return full
}
