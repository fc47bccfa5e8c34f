import { http, HttpResponse, type HttpHandler } from 'msw'
import * as z from 'zod/mini'

import { resetDb } from './db'
import type { WriteRefusals } from './write-refusals'

/** What the control endpoint changes in place: the handlers read both on every request. */
interface LiveSettings {
  delayMs: number
  writeRefusals: WriteRefusals
}

const SettingsSchema = z.strictObject({
  refuseWritesEvery: z.optional(z.number().check(z.int(), z.gte(0))),
  latencyMs: z.optional(z.number().check(z.int(), z.gte(0))),
})

/**
 * The standalone mock server's own endpoints, so an e2e test or the bench can switch failure
 * paths and latency without restarting it. The msw worker and vitest never get them: they exist
 * only where mock-server.ts adds them.
 *
 * - GET /__mock/settings: `{refuseWritesEvery, latencyMs}` in force.
 * - POST /__mock/settings with any of those fields: changes them; writes count from 1 again.
 * - POST /__mock/reset: the planted world again, and the settings the server started with.
 */
export function controlHandlers(
  origin: string,
  live: LiveSettings,
  initial: { delayMs: number; refuseWritesEvery?: number },
): HttpHandler[] {
  const settings = () =>
    HttpResponse.json({ refuseWritesEvery: live.writeRefusals.every, latencyMs: live.delayMs })
  return [
    http.get(`${origin}/__mock/settings`, settings),
    http.post(`${origin}/__mock/settings`, async ({ request }) => {
      let body: unknown
      try {
        body = JSON.parse(await request.text())
      } catch {
        return HttpResponse.json({ message: 'Invalid JSON body' }, { status: 400 })
      }
      const parsed = SettingsSchema.safeParse(body)
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
        )
        return HttpResponse.json({ message: problems.join('; ') }, { status: 400 })
      }
      const { refuseWritesEvery, latencyMs } = parsed.data
      if (latencyMs !== undefined) live.delayMs = latencyMs
      if (refuseWritesEvery !== undefined) live.writeRefusals.every = refuseWritesEvery
      return settings()
    }),
    http.post(`${origin}/__mock/reset`, () => {
      resetDb()
      live.delayMs = initial.delayMs
      live.writeRefusals.every = initial.refuseWritesEvery ?? 0
      return settings()
    }),
  ]
}
