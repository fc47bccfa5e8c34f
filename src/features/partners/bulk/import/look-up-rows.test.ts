import { beforeEach, describe, expect, test } from 'vitest'

import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { splitListParam } from '@/lib/data-service/filter-params'

import { db } from '@mocks/db'
import { server } from '@mocks/node'

import { lookUpRows } from './look-up-rows'
import type { SheetRow } from './sheet-rows'

const rowOf = (accountNum: string, at: number): SheetRow => ({
  row: at + 2,
  accountNum,
  from: '2027-01-05',
  to: '',
  reason: '',
})

/** Every data-service list request during `run`, and the most that were in flight at once. */
async function watchRequests<T>(run: () => Promise<T>) {
  const urls: URL[] = []
  let inFlight = 0
  let most = 0
  const start = ({ request }: { request: Request }) => {
    if (!request.url.includes('/store/api/')) return
    urls.push(new URL(request.url))
    most = Math.max(most, ++inFlight)
  }
  const end = ({ request }: { request: Request }) => {
    if (request.url.includes('/store/api/')) inFlight -= 1
  }
  server.events.on('request:start', start)
  server.events.on('response:mocked', end)
  try {
    return { result: await run(), urls, most }
  } finally {
    server.events.removeListener('request:start', start)
    server.events.removeListener('response:mocked', end)
  }
}

describe("reading what a file's rows need", () => {
  beforeEach(() => {
    installHttpGateway()
  })

  test('asks for many account numbers a request, a few requests at a time, never the whole world', async () => {
    const partners = db.list('business-partners').slice(0, 103)
    const accounts = partners.map((partner) => String(partner.accountNum))
    const rows = [...accounts, accounts[0]?.toLowerCase() ?? '', 'XX-UNKNOWN', ''].map(rowOf)
    const progress: string[] = []
    const { result, urls, most } = await watchRequests(() =>
      lookUpRows(rows, { onProgress: (phase, done, total) => progress.push(`${phase} ${done}/${total}`) }),
    )

    const partnerRequests = urls.filter((url) => url.pathname.endsWith('/business-partners'))
    const closingRequests = urls.filter((url) => url.pathname.endsWith('/closing-dates'))
    // 103 accounts, the lower-case one, the unknown one: 105 values, 3 requests.
    expect(partnerRequests).toHaveLength(3)
    for (const url of partnerRequests) {
      expect(splitListParam(url.searchParams.get('accountNum') ?? '').length).toBeLessThanOrEqual(50)
    }
    for (const url of closingRequests) expect(url.searchParams.get('bpId')).toBeTruthy()
    expect(most).toBeLessThanOrEqual(3)
    expect(progress.at(0)).toBe('partners 0/3')
    expect(progress).toContain('partners 3/3')
    expect(progress.at(-1)).toMatch(/^closingDates (\d+)\/\1$/)

    for (const partner of partners)
      expect(result.partnersByAccount.get(String(partner.accountNum))?.map((found) => found.id)).toEqual([
        partner.id,
      ])
    expect(result.partnersByAccount.has('XX-UNKNOWN')).toBe(false)
    const closures = db
      .list('closing-dates')
      .filter((record) => partners.some((partner) => partner.id === record.bpId))
    const read = [...result.closingDatesByPartner.values()].flat()
    expect(read.map((record) => record.id).sort()).toEqual(closures.map((record) => record.id).sort())
  })

  test('stops when cancelled', async () => {
    const controller = new AbortController()
    const rows = db.list('business-partners').map((partner) => rowOf(String(partner.accountNum), 0))
    const reading = lookUpRows(rows, { signal: controller.signal, onProgress: () => controller.abort() })
    await expect(reading).rejects.toThrow()
  })
})
