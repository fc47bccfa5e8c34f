import { afterEach, expect, test, vi } from 'vitest'

import { warmIntlWhileScriptsLoad } from './warm-intl'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

test('builds one formatter in a later task, not while the document is being read', () => {
  vi.useFakeTimers()
  const built = vi.spyOn(Intl, 'DateTimeFormat')
  warmIntlWhileScriptsLoad()
  expect(built).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(built).toHaveBeenCalledTimes(1)
})

test('a browser whose Intl fails is left alone', () => {
  vi.useFakeTimers()
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
    throw new RangeError('no ICU data')
  })
  warmIntlWhileScriptsLoad()
  expect(() => vi.runAllTimers()).not.toThrow()
})
