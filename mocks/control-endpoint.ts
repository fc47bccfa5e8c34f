import { http, HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'

import { ALL_DATA_SCOPES, type DataScope } from '@/config/data-scopes'

import { MOCK_RECORD_COUNT } from './data/random'
import { generateMockData } from './data/seed'
import { plantDb, resetDb } from './db'
import type { TokenStore } from './token-store'
import type { WriteRefusals } from './write-refusals'

/** What the control endpoint changes in place: the handlers read these on every request. */
interface LiveSettings {
  delayMs: number
  writeRefusals: WriteRefusals
  tokens: TokenStore
}

const SettingsSchema = z.strictObject({
  refuseWritesEvery: z.optional(z.number().check(z.int(), z.gte(0))),
  latencyMs: z.optional(z.number().check(z.int(), z.gte(0))),
  clientScopes: z.optional(z.array(z.enum(ALL_DATA_SCOPES as [DataScope, ...DataScope[]]))),
})

const ResetSchema = z.strictObject({
  partners: z.optional(z.number().check(z.int(), z.gte(MOCK_RECORD_COUNT), z.lte(100_000))),
})

/**
 * The standalone mock server's own endpoints, so an e2e test or the bench can switch failure
 * paths and latency without restarting it. The msw worker and vitest never get them: they exist
 * only where mock-server.ts adds them.
 *
 * - GET /__mock/settings: `{refuseWritesEvery, latencyMs, clientScopes, partners}` in force.
 * - POST /__mock/settings with any of the first three: changes them; writes count from 1 again.
 *   `clientScopes` is what the auth service grants the portal's client from now on, and what the
 *   tokens already issued may still do (a right taken away since a token was issued).
 * - POST /__mock/reset: the planted world again, and the settings the server started with; with
 *   `{"partners": N}`, a world of N partners instead (the bulk bench grows it to 2,000), until the
 *   next reset.
 */
export function controlHandlers(
  origin: string,
  live: LiveSettings,
  initial: { delayMs: number; refuseWritesEvery?: number; partnerCount?: number },
): HttpHandler[] {
  const startPartners = initial.partnerCount ?? MOCK_RECORD_COUNT
  let partners = startPartners
  const settings = () =>
    HttpResponse.json({
      refuseWritesEvery: live.writeRefusals.every,
      latencyMs: live.delayMs,
      clientScopes: live.tokens.clientScopes,
      partners,
    })
  return [
    http.get(`${origin}/__mock/settings`, settings),
    http.post(`${origin}/__mock/settings`, async ({ request }) => {
      const read = await readBody(request, SettingsSchema)
      if (!read.ok) return read.response
      const { refuseWritesEvery, latencyMs, clientScopes } = read.data
      if (latencyMs !== undefined) live.delayMs = latencyMs
      if (clientScopes !== undefined) live.tokens.setClientScopes(clientScopes)
      if (refuseWritesEvery !== undefined) live.writeRefusals.every = refuseWritesEvery
      return settings()
    }),
    http.post(`${origin}/__mock/reset`, async ({ request }) => {
      const read = await readBody(request, ResetSchema)
      if (!read.ok) return read.response
      const wanted = read.data.partners ?? startPartners
      if (wanted === partners) resetDb()
      else plantDb(generateMockData(wanted))
      partners = wanted
      live.delayMs = initial.delayMs
      live.writeRefusals.every = initial.refuseWritesEvery ?? 0
      live.tokens.setClientScopes(ALL_DATA_SCOPES)
      return settings()
    }),
  ]
}

/** A control request's JSON body checked against `schema`, or the 400 that says what is wrong. */
async function readBody<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const text = await request.text()
  let body: unknown = {}
  try {
    if (text.trim()) body = JSON.parse(text)
  } catch {
    return { ok: false, response: HttpResponse.json({ message: 'Invalid JSON body' }, { status: 400 }) }
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true, data: parsed.data }
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
  return { ok: false, response: HttpResponse.json({ message: problems.join('; ') }, { status: 400 }) }
}
