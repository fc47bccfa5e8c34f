import { describe, expect, test, vi } from 'vitest'

import { quietWorkerUpdates } from './quiet-worker-updates'

class FakeRegistration {
  constructor(private readonly outcome: () => Promise<unknown>) {}
  update() {
    return this.outcome()
  }
}

describe('quietWorkerUpdates', () => {
  test('logs a failed update that nobody waits for, instead of leaving it unhandled', async () => {
    const warn = vi.fn()
    const restore = quietWorkerUpdates(FakeRegistration.prototype, warn)
    // Called the way msw calls it: without waiting. Unhandled, vitest would fail this run.
    void new FakeRegistration(() =>
      Promise.reject(new TypeError('Failed to update a ServiceWorker')),
    ).update()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('could not be updated'),
        expect.any(TypeError),
      ),
    )
    restore()
  })

  test('still hands the outcome to a caller that waits', async () => {
    const restore = quietWorkerUpdates(FakeRegistration.prototype, vi.fn())
    await expect(new FakeRegistration(() => Promise.resolve('updated')).update()).resolves.toBe('updated')
    await expect(new FakeRegistration(() => Promise.reject(new Error('gone'))).update()).rejects.toThrow(
      'gone',
    )
    restore()
  })

  test('puts the original update back', () => {
    const original = FakeRegistration.prototype.update
    quietWorkerUpdates(FakeRegistration.prototype, vi.fn())()
    expect(FakeRegistration.prototype.update).toBe(original)
  })
})
