import type { APIRequestContext } from '@playwright/test'

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

export type MockPartner = {
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
