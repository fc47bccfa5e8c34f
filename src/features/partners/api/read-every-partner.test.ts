import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { createQueryClient } from '@/lib/query-client'

import { partnersOfTypeQuery } from './partners-of-type'
import { readEveryPartner } from './read-every-partner'

describe('readEveryPartner', () => {
  test('folds every partner of a kind’s list once, its search and filters applied, without the query cache', async () => {
    installHttpGateway()
    const stores = db.list('business-partners').filter((partner) => partner.bpType === 'store')
    const taiwan = stores.filter((partner) => partner.country === 'TW')
    const seen: number[] = []
    const read = await readEveryPartner(
      { kind: 'store', params: { filters: { country: ['TW'] } } },
      { fold: (partner) => seen.push(partner.id) },
    )
    expect(taiwan.length).toBeGreaterThan(0)
    expect(seen.sort((a, b) => a - b)).toEqual(taiwan.map((partner) => partner.id).sort((a, b) => a - b))
    expect(read).toMatchObject({ total: taiwan.length, pageCount: 1, folded: taiwan.length })
  })

  test('stops when its signal aborts', async () => {
    installHttpGateway()
    const controller = new AbortController()
    const reading = readEveryPartner(
      { kind: 'all', params: {} },
      { signal: controller.signal, fold: () => controller.abort() },
    )
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('partnersOfTypeQuery', () => {
  test('offers every partner of the type by id and name, in the service’s order', async () => {
    installHttpGateway()
    const dealers = db.list('business-partners').filter((partner) => partner.bpType === 'dealer')
    const names = await createQueryClient().fetchQuery(partnersOfTypeQuery('dealer'))
    expect(names).toEqual(dealers.map(({ id, name }) => ({ id, name })))
  })
})

describe('readEveryPartner of chosen partners', () => {
  test('folds exactly the partners with those ids, each once, asking for at most 200 ids a request', async () => {
    installHttpGateway()
    const asked: number[] = []
    server.events.on('request:start', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('id')
      if (ids) asked.push(ids.split(',').length)
    })
    const partners = db.list('business-partners')
    const chosen = partners.filter((_, index) => index % 3 === 0).map(({ id }) => id)
    // Ids no partner has make the set larger than a page of ids, and are simply not there.
    const missing = Array.from({ length: 300 }, (_, index) => 900_000 + index)
    const seen: number[] = []
    const read = await readEveryPartner(
      { kind: 'all', ids: [...missing, ...chosen, chosen[0]!] },
      { fold: (partner) => seen.push(partner.id) },
    )
    server.events.removeAllListeners()
    expect(seen.sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b))
    expect(read).toMatchObject({ total: chosen.length + missing.length, folded: chosen.length })
    expect(asked.length).toBe(Math.ceil((chosen.length + missing.length) / 200))
    expect(Math.max(...asked)).toBeLessThanOrEqual(200)
  })

  test('asks nothing when none is chosen: an empty id filter would read every partner', async () => {
    installHttpGateway()
    let requests = 0
    server.events.on('request:start', () => (requests += 1))
    const seen: number[] = []
    const read = await readEveryPartner(
      { kind: 'all', ids: [] },
      { fold: (partner) => seen.push(partner.id) },
    )
    server.events.removeAllListeners()
    expect(seen).toEqual([])
    expect(read).toMatchObject({ total: 0, folded: 0 })
    expect(requests).toBe(0)
  })
})
