import { partnerListParams } from '@/features/partners/api/partner-requests'
import { parseListState, toListParams } from '@/features/partners/model/list-state'
import { readFreshStoredUser } from '@/lib/auth/stored-cognito-user'
import { readFirstBody, startFirstRequest } from '@/lib/data-service/first-requests'
import { normalizeListParams } from '@/lib/data-service/list-params'
import type { DataRequest } from '@/lib/data-service/request-gateway'
import { dataServiceBaseUrl, requestUrl, toRequestSpec } from '@/lib/data-service/request-spec'
import { isTokenFresh, tokenRequest } from '@/lib/data-service/token-request'
import { createTokenStore } from '@/lib/data-service/token-storage'

import type { FirstDataSettings } from './first-data-settings'
import { pageFirstData, type PageFirstData } from './page-first-data'
import { showFirstValues } from './show-first-values'

/**
 * The data-service request behind a page's first data, as the app's query sends it: a list's
 * page as its address asks (route-preload.ts reads it the same way). A detail page's sections
 * are not started here: their nine requests and answers cost the main thread and this shared
 * machine's cores more than they save, as the summary is what the page waits for (009).
 */
function firstDataRequest(first: PageFirstData): DataRequest {
  if (first.page === 'detail') return { kind: 'READ', resource: 'business-partners', id: first.id }
  const state = parseListState(first.search, first.kind)
  const params = normalizeListParams(partnerListParams(first.kind, toListParams(state)))
  return { kind: 'READ_MANY', resource: 'business-partners', params }
}

/**
 * docs/decisions/009: a page's first data leaves from the document, in parallel with its scripts,
 * instead of at the end of a chain (scripts, then the app, then the token, then the data). Only
 * for a visitor whose stored session is fresh (readFreshStoredUser, the rule the auth gate's
 * fast path applies), so nothing private is asked for that the gate would not allow; for anyone
 * else this does nothing at all. The app adopts these requests (lib/data-service/first-requests):
 * the token manager the token, the queries the data, each checked and parsed as usual.
 */
export function startFirstData(
  location: Pick<Location, 'pathname' | 'search'>,
  settings: FirstDataSettings,
  now = Date.now(),
): void {
  const user = readFreshStoredUser(settings)
  const first = user && pageFirstData(location)
  if (!first) return
  const stored = createTokenStore().read()
  // A fresh stored token is known now, so the data leaves at once; else it waits for the token.
  const token =
    stored && isTokenFresh(stored, now) ? stored.accessToken : requestToken(settings, user.session.idToken)
  const request = firstDataRequest(first)
  const base = dataServiceBaseUrl(settings.GATSBY_DATA_SERVICE_URL)
  const bearer = (accessToken: string) => `Bearer ${accessToken}`
  const answer = startFirstRequest(requestUrl(base, toRequestSpec(request)), {
    method: 'GET',
    headers: { Accept: 'application/json', 'x-api-key': settings.GATSBY_DATA_API_KEY },
    authorization: typeof token === 'string' ? bearer(token) : token.then(bearer),
  })
  // A partner's name and account number show as soon as they come, before the app has run (019).
  if (first.page === 'detail') void showFirstValues(answer, first, location)
}

/**
 * The token request the token manager would send, left for it to adopt. Its answer is read from
 * a copy only to authorize the requests above: whether it is a valid token stays the token
 * manager's to decide (it parses the same answer), and requests sent with a bad one are never
 * adopted.
 */
async function requestToken(settings: FirstDataSettings, idToken: string): Promise<string> {
  const { url, body, headers } = tokenRequest(settings, idToken)
  const response = await startFirstRequest(url, { method: 'POST', headers, body })
  const answer = await readFirstBody(response)
  const accessToken = answer.ok ? (answer.data as { access_token?: unknown } | null)?.access_token : undefined
  if (!response.ok || typeof accessToken !== 'string') throw new Error('no token from the token endpoint')
  return accessToken
}
