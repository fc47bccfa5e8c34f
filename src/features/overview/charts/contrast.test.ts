import fc from 'fast-check'
import { scaleLinear } from 'd3-scale'
import { describe, expect, test } from 'vitest'

import { contrastRatio, textOn } from './contrast'

describe('contrast', () => {
  test.each([
    ['#ffffff', '#000000', 21],
    ['#166534', '#ffffff', 7.13],
    ['#b45309', '#ffffff', 5.02],
    ['rgb(29, 78, 216)', '#ffffff', 6.7],
  ])('%s on %s: %f', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1)
  })

  test("the calendar's count reads at AA on every shade of its scale", () => {
    const fill = scaleLinear<string>().domain([0, 1]).range(['#f8fafc', '#1e3a8a'])
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (share) => {
        const color = fill(share)
        expect(contrastRatio(color, textOn(color))).toBeGreaterThanOrEqual(4.5)
      }),
      // A shade on which near-black text read at 4.2:1, found by this property in a full run.
      { examples: [[0.66407]] },
    )
  })
})
