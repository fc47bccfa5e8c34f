import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'

import { ALL_DATA_SCOPES } from '@/config/data-scopes'
import { resourceQueries } from '@/lib/data-service/queries'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { resetRequestGateway } from '@/lib/data-service/request-gateway'
import { TOKEN_STORAGE_KEY } from '@/lib/data-service/token-storage'
import { OFFLINE_OWNER_KEY } from '@/lib/offline-copies'
import { createQueryClient } from '@/lib/query-client'
import { signedInUser } from '@/test/auth'

import { currentUserQuery } from './current-user'
import { endSession, sessionOwner, SIGN_OUT_MUTATION_KEY } from './end-session'
import { grantRole, useRole } from './role'
import { forgetWithSession } from './session-memory'

const client = createQueryClient()
const partnerQueries = resourceQueries('business-partners')

beforeEach(() => {
  localStorage.clear()
  installHttpGateway()
  client.setQueryData(currentUserQuery().queryKey, signedInUser())
})

afterEach(() => {
  resetRequestGateway()
  client.clear()
  vi.unstubAllGlobals()
})

describe('ending a session', () => {
  test('waits for what is being read to settle, then drops the token, the data and whose copies they were', async () => {
    let answered = false
    server.use(
      http.get('http://data.test/store/api/business-partners/1', async () => {
        await delay(50)
        answered = true
        return HttpResponse.json({ id: 1 })
      }),
    )
    await client.fetchQuery(partnerQueries.detail(2))
    void client.prefetchQuery(partnerQueries.detail(1))
    localStorage.setItem(OFFLINE_OWNER_KEY, 'sub-a')
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull()

    await endSession(client)

    expect(client.isFetching()).toBe(0)
    expect(answered).toBe(false) // cancelled, not waited out
    expect(client.getQueryData(partnerQueries.detail(2).queryKey)).toBeUndefined()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(OFFLINE_OWNER_KEY)).toBeNull()
    // The user's own query stays: the sign-out (or the login page) decides what it becomes.
    expect(client.getQueryData(currentUserQuery().queryKey)).toBeDefined()
  })

  test('forgets the role while the screens still have their data, so a redraw reads nothing again', async () => {
    grantRole(ALL_DATA_SCOPES)
    await client.fetchQuery(partnerQueries.detail(2))
    const dataWhenForgotten: unknown[] = []
    const stop = useRole.subscribe(({ role }) => {
      // React draws a store's change in a microtask: what the screen finds then.
      if (role === undefined)
        queueMicrotask(() => dataWhenForgotten.push(client.getQueryData(partnerQueries.detail(2).queryKey)))
    })
    try {
      await endSession(client)
    } finally {
      stop()
    }
    // A screen redrawn without its query (removed) would read it again, and take a token.
    expect(dataWhenForgotten[0]).toMatchObject({ id: 2 })
    expect(useRole.getState().role).toBeUndefined()
  })

  test('first forgets what modules hold in memory for the session, each time it ends', async () => {
    const forget = vi.fn()
    const stopForgetting = forgetWithSession(forget)
    try {
      await endSession(client)
      await endSession(client)
      expect(forget).toHaveBeenCalledTimes(2)
    } finally {
      stopForgetting()
    }
    await endSession(client)
    expect(forget).toHaveBeenCalledTimes(2)
  })

  test('waits for a write under way, but not for the sign-out that asked for the end', async () => {
    let finishWrite = () => undefined as void
    const write = client.getMutationCache().build(client, {
      mutationFn: () => new Promise<void>((resolve) => (finishWrite = resolve)),
    })
    const signOut = client.getMutationCache().build(client, {
      mutationKey: SIGN_OUT_MUTATION_KEY,
      mutationFn: () => endSession(client),
    })
    void write.execute(undefined)
    // The end waits by listening to the mutation cache: once it listens, it has decided to wait.
    const listening = new Promise<void>((resolve) => {
      const cache = client.getMutationCache()
      const subscribe = cache.subscribe.bind(cache)
      vi.spyOn(cache, 'subscribe').mockImplementation((listener) => {
        resolve()
        return subscribe(listener)
      })
    })
    let ended = false
    const ending = signOut.execute(undefined).then(() => (ended = true))
    await listening
    expect(ended).toBe(false)
    finishWrite()
    await ending
    expect(ended).toBe(true)
  })
})

test('offline copies belong to the identity provider’s user id, or else the email', () => {
  expect(sessionOwner(signedInUser({ attributes: { sub: 'sub-1' } }))).toBe('sub-1')
  expect(sessionOwner(signedInUser({ attributes: {} }))).toBe(signedInUser().email)
})
