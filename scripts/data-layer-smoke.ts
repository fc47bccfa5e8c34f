/**
 * Calls the app's own data layer from Node against any data service that speaks the contract of
 * docs/data-service-api.md, and prints what came back. Settings come from the GATSBY_DATA_*
 * variables (defaults: the mock server of `npx tsx mocks/server.ts`).
 *
 *   npx tsx scripts/data-layer-smoke.ts
 */
import { isDataServiceError } from '@/lib/data-service/errors'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'
import { resourceNames } from '@/lib/data-service/resources'

process.env.GATSBY_DATA_SERVICE_URL ??= 'http://localhost:9100'
process.env.GATSBY_DATA_AUTH_URL ??= 'http://localhost:9100/auth'
process.env.GATSBY_DATA_CLIENT_ID ??= 'portal-dev'
process.env.GATSBY_DATA_CLIENT_SECRET ??= 'dev-secret'
process.env.GATSBY_DATA_API_KEY ??= 'dev-api-key'

async function main() {
  installHttpGateway()
  for (const resource of resourceNames) {
    const page = await dataService[resource].list({ page: 1, pageSize: 5 })
    console.log(`${resource}: ${page.total} records, ${page.pageCount} pages of ${page.pageSize}`)
  }

  const dealers = await dataService['business-partners'].list({
    filters: { bpType: ['dealer'], status: ['active'] },
  })
  console.log(`active dealers: ${dealers.total}; first: ${dealers.list[0]?.name}`)

  try {
    await dataService['business-partners'].get(999_999)
  } catch (error) {
    console.log(
      `get 999999: ${isDataServiceError(error) ? `${error.kind} (${error.status})` : String(error)}`,
    )
  }
}

void main()
