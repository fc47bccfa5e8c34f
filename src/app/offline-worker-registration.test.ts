import { describe, expect, test, vi } from 'vitest'

import { holdWorkerRegistration } from './offline-worker-registration'

/** A navigator whose ServiceWorkerContainer's register answers `answer`. */
function fakeContainer(answer: Promise<unknown>) {
  const register = vi.fn(() => answer)
  const container = { register } as unknown as ServiceWorkerContainer
  return { nav: { serviceWorker: container } as Navigator, container, register }
}

function deferred() {
  let resolve = () => undefined as void
  const promise = new Promise<void>((settle) => (resolve = settle))
  return { promise, resolve }
}

describe('holding the worker’s registration', () => {
  test('a registration asked for before the page has settled goes ahead, as asked, once it has', async () => {
    const registration = { scope: '/' }
    const { nav, container, register } = fakeContainer(Promise.resolve(registration))
    const settled = deferred()
    holdWorkerRegistration(nav, settled.promise)

    const asked = container.register('/sw.js', { scope: '/' })
    await Promise.resolve()
    expect(register).not.toHaveBeenCalled()

    settled.resolve()
    await expect(asked).resolves.toBe(registration)
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' })
  })

  test('a registration the browser refuses fails as it would have', async () => {
    const { nav, container } = fakeContainer(Promise.reject(new Error('blocked')))
    holdWorkerRegistration(nav, Promise.resolve())
    await expect(container.register('/sw.js')).rejects.toThrow('blocked')
  })

  test('a registration answered with nothing (workers blocked) leaves Gatsby waiting, not failing', async () => {
    vi.useFakeTimers()
    const { nav, container } = fakeContainer(Promise.resolve(undefined))
    holdWorkerRegistration(nav, Promise.resolve())
    const answered = vi.fn()
    container.register('/sw.js').then(answered, answered)

    await vi.advanceTimersByTimeAsync(60_000)
    expect(answered).not.toHaveBeenCalled()
  })

  test('a page without service workers (not a secure context) has nothing to hold', () => {
    const nav = {} as Navigator
    expect(() => holdWorkerRegistration(nav, Promise.resolve())).not.toThrow()
    expect('serviceWorker' in nav).toBe(false)
  })

  test('an empty `navigator.serviceWorker` is removed, so Gatsby and the offline plugin see no workers', () => {
    class FakeNavigator {
      get serviceWorker() {
        return undefined
      }
    }
    const nav = new FakeNavigator() as unknown as Navigator
    expect('serviceWorker' in nav).toBe(true)

    holdWorkerRegistration(nav, Promise.resolve())
    expect('serviceWorker' in nav).toBe(false)
  })
})
