import { afterEach, describe, expect, test, vi } from 'vitest'

import { holdWorkerRegistration, pageSettled, WITHOUT_DATA_WAIT_MS } from './offline-worker-registration'

afterEach(() => {
  vi.useRealTimers()
})

/** A ServiceWorkerContainer whose register answers `answer`. */
function fakeContainer(answer: Promise<unknown>) {
  const register = vi.fn(() => answer)
  return { container: { register } as unknown as ServiceWorkerContainer, register }
}

function deferred() {
  let resolve = () => undefined as void
  const promise = new Promise<void>((settle) => (resolve = settle))
  return { promise, resolve }
}

describe('holding the worker’s registration', () => {
  test('a registration asked for before the page has settled goes ahead, as asked, once it has', async () => {
    const registration = { scope: '/' }
    const { container, register } = fakeContainer(Promise.resolve(registration))
    const settled = deferred()
    holdWorkerRegistration(container, settled.promise)

    const asked = container.register('/sw.js', { scope: '/' })
    await Promise.resolve()
    expect(register).not.toHaveBeenCalled()

    settled.resolve()
    await expect(asked).resolves.toBe(registration)
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' })
  })

  test('a registration the browser refuses fails as it would have', async () => {
    const { container } = fakeContainer(Promise.reject(new Error('blocked')))
    holdWorkerRegistration(container, Promise.resolve())
    await expect(container.register('/sw.js')).rejects.toThrow('blocked')
  })

  test('a page without service workers (not a secure context) has nothing to hold', () => {
    expect(() => holdWorkerRegistration(undefined, Promise.resolve())).not.toThrow()
  })
})

describe('the page has settled', () => {
  test('once its first data is on screen', async () => {
    vi.useFakeTimers()
    let showFirstData = () => undefined as void
    const settled = vi.fn()
    void pageSettled((run) => (showFirstData = run)).then(settled)

    await vi.advanceTimersByTimeAsync(WITHOUT_DATA_WAIT_MS / 2)
    expect(settled).not.toHaveBeenCalled()
    showFirstData()
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toHaveBeenCalledTimes(1)
  })

  test('a page that shows no data (sign-in): a while after it has loaded', async () => {
    vi.useFakeTimers()
    const settled = vi.fn()
    // jsdom's document has loaded already.
    void pageSettled(() => undefined).then(settled)

    await vi.advanceTimersByTimeAsync(WITHOUT_DATA_WAIT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledTimes(1)
  })

  test('a page still loading waits for its load event first', async () => {
    vi.useFakeTimers()
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const settled = vi.fn()
    void pageSettled(() => undefined).then(settled)

    await vi.advanceTimersByTimeAsync(WITHOUT_DATA_WAIT_MS * 2)
    expect(settled).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(WITHOUT_DATA_WAIT_MS)
    expect(settled).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })
})
