import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
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
      'store',
      { filters: { country: ['TW'] } },
      { fold: (partner) => seen.push(partner.id) },
    )
    expect(taiwan.length).toBeGreaterThan(0)
    expect(seen.sort((a, b) => a - b)).toEqual(taiwan.map((partner) => partner.id).sort((a, b) => a - b))
    expect(read).toMatchObject({ total: taiwan.length, pageCount: 1, folded: taiwan.length })
  })

  test('stops when its signal aborts', async () => {
    installHttpGateway()
    const controller = new AbortController()
    const reading = readEveryPartner('all', {}, { signal: controller.signal, fold: () => controller.abort() })
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
