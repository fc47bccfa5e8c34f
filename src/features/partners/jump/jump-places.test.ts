import { describe, expect, test } from 'vitest'

import { placesMatching, type JumpPlace } from './jump-places'

const OVERVIEW: JumpPlace = {
  path: '/overview/',
  label: 'Network overview',
  words: 'overview dashboard 總覽',
}

describe('placesMatching', () => {
  test.each([
    ['overview', true],
    ['Over', true],
    ['  NETWORK ', true],
    ['dash', true],
    ['總覽', true],
    ['總', true],
    ['o', false],
    ['', false],
    ['Velo Taipei', false],
  ])('%j finds the overview: %s', (text, found) => {
    expect(placesMatching(text, [OVERVIEW])).toEqual(found ? [OVERVIEW] : [])
  })
})
