import { describe, expect, test } from 'vitest'

import { createQueryClient } from './query-client'

describe('createQueryClient', () => {
  test('never retries and runs regardless of network state', () => {
    const options = createQueryClient().getDefaultOptions()
    expect(options.queries).toMatchObject({ retry: 0, networkMode: 'always' })
    expect(options.mutations).toMatchObject({ retry: 0, networkMode: 'always' })
  })

  test('a failing query fails after a single attempt', async () => {
    const client = createQueryClient()
    let attempts = 0
    const failing = () => {
      attempts += 1
      return Promise.reject(new Error('down'))
    }
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: failing })).rejects.toThrow('down')
    expect(attempts).toBe(1)
  })
})
