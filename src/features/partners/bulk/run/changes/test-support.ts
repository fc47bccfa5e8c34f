import { http, HttpResponse } from 'msw'
import { beforeEach } from 'vitest'

import { installHttpGateway } from '@/lib/data-service/http-gateway'

import { db } from '@mocks/db'
import type { MockRecord } from '@mocks/data/types'
import { server } from '@mocks/node'
import type { BulkChange, BulkTarget, StepOutcome } from '../bulk-change'

/** The data service as vitest.config.ts names it. */
const API = 'http://data.test/store/api'

/** Every test of a step talks to the shared mock service through the app's HTTP gateway. */
export function throughMockService() {
  beforeEach(() => {
    installHttpGateway()
  })
}

/** A seeded partner as a bulk change names it; `index` picks another. */
export function partnerTarget(index = 0): BulkTarget {
  const partner = db.list('business-partners')[index]!
  return { id: partner.id, name: partner.name as string, accountNum: partner.accountNum as string }
}

export const runStep = (change: BulkChange, target: BulkTarget): Promise<StepOutcome> =>
  change.step(target, new AbortController().signal)

/** The partner's records of `resource` (bpId) in the mock service. */
export const recordsOf = (resource: 'closing-dates' | 'service-maps' | 'store-configs', partnerId: number) =>
  db.list(resource).filter((record) => record.bpId === partnerId)

/** Replaces the partner's records of `resource` with `records` (their bpId filled in). */
export function givePartner(
  resource: 'closing-dates' | 'service-maps',
  partnerId: number,
  records: readonly Record<string, unknown>[],
): MockRecord[] {
  for (const record of recordsOf(resource, partnerId)) db.remove(resource, record.id)
  return records.map((record) => db.create(resource, { ...record, bpId: partnerId }))
}

/** A request's path below the service's root: `closing-dates/12`. */
const pathOf = (request: Request) => new URL(request.url).pathname.replace('/store/api/', '')

type Write = { method: string; path: string; body?: unknown }

/** Every write the mock service receives from now on, its JSON body as sent. */
export function recordWrites(): Write[] {
  const writes: Write[] = []
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      if (request.method === 'GET') return undefined
      const text = await request.clone().text()
      writes.push({
        method: request.method,
        path: pathOf(request),
        ...(text && { body: JSON.parse(text) as unknown }),
      })
      return undefined
    }),
  )
  return writes
}

/** Every read of `resource`'s list from now on (its addresses), let through. */
export function recordReads(resource: string): string[] {
  const reads: string[] = []
  server.use(
    http.get(`${API}/${resource}`, ({ request }) => {
      reads.push(request.url)
      return undefined
    }),
  )
  return reads
}

/** The `nth` write to `resource` from now on answers 500 and changes nothing; the others go through. */
export function refuseWrite(resource: string, nth = 1) {
  let count = 0
  server.use(
    http.all(`${API}/*`, ({ request }) => {
      if (request.method === 'GET' || pathOf(request).split('/')[0] !== resource) return undefined
      count += 1
      return count === nth ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined
    }),
  )
}

/**
 * The next create (POST), replacement (PUT) or delete of `resource` lands in the mock service, but
 * its answer is lost: the connection drops (a network error) after the record was written.
 */
export function loseWriteAnswer(resource: 'closing-dates' | 'service-maps' | 'store-configs') {
  server.use(
    http.post(
      `${API}/${resource}`,
      async ({ request }) => {
        db.create(resource, (await request.json()) as Record<string, unknown>)
        return HttpResponse.error()
      },
      { once: true },
    ),
    http.put(
      `${API}/${resource}/:id`,
      async ({ request, params }) => {
        db.update(resource, Number(params.id), (await request.json()) as Record<string, unknown>)
        return HttpResponse.error()
      },
      { once: true },
    ),
    http.delete(
      `${API}/${resource}/:id`,
      ({ params }) => {
        db.remove(resource, Number(params.id))
        return HttpResponse.error()
      },
      { once: true },
    ),
  )
}

/** Every read of `resource`'s lists answers 500. */
export function refuseReads(resource: string) {
  server.use(http.get(`${API}/${resource}`, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
}
