import { existsSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { PURE_TESTS } from './pure-tests'

describe('the list of pure unit tests', () => {
  // A file moved away from its entry runs with happy-dom and the mock world again, unseen: slower,
  // and no longer held to running without them.
  test('names only files that exist', () => {
    expect(PURE_TESTS.filter((file) => !existsSync(file))).toEqual([])
  })
})
