import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { getAppQueryClient } from './app-query-client'

describe('the browser’s query client and the network', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    onlineManager.setOnline(true)
  })

  test('starts from what the browser says (a page loaded offline knows it), and asks every query again once back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const client = getAppQueryClient()
    expect(onlineManager.isOnline()).toBe(false)
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    onlineManager.setOnline(true)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(getAppQueryClient()).toBe(client)
  })
})
