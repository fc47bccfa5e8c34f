import { describe, expect, test, vi } from 'vitest'

import { holdWorkerRegistration } from './offline-worker-registration'

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
