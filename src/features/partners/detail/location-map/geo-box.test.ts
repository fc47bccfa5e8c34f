import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { boxesOverlap, boxOf, type GeoBox } from './geo-box'

describe('boxOf', () => {
  test('spans every vertex of every polygon', () => {
    const box = boxOf({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [1, 2],
            [3, 5],
            [1, 2],
          ],
        ],
        [
          [
            [-4, -1],
            [0, 0],
            [-4, -1],
          ],
        ],
      ],
    })

    expect(box).toEqual([-4, -1, 3, 5])
  })
})

describe('boxesOverlap', () => {
  test('finds boxes that share ground and rejects those that do not', () => {
    expect(boxesOverlap([0, 0, 10, 10], [5, 5, 20, 20])).toBe(true)
    expect(boxesOverlap([0, 0, 10, 10], [11, 0, 20, 10])).toBe(false)
    expect(boxesOverlap([0, 0, 10, 10], [0, 11, 10, 20])).toBe(false)
    expect(boxesOverlap([-5, 0, 30, 10], [0, 0, 10, 10])).toBe(true)
  })

  test('handles a view across the antimeridian', () => {
    const pacific: GeoBox = [170, -30, -170, 0]

    expect(boxesOverlap([175, -20, 180, -10], pacific)).toBe(true) // Fiji, west part
    expect(boxesOverlap([-180, -20, -178, -10], pacific)).toBe(true) // Fiji, east part
    expect(boxesOverlap([150, -30, 160, -10], pacific)).toBe(false)
    expect(boxesOverlap([-160, -30, -150, -10], pacific)).toBe(false)
  })

  test('agrees with a pointwise check on whole-degree boxes (property)', () => {
    const span = (min: number, max: number) =>
      fc
        .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)])
    const holds = (value: number, [from = 0, to = 0]: number[]) => from <= value && value <= to

    fc.assert(
      fc.property(span(-180, 180), span(-180, 180), (box, view) => {
        // -180 and 180 are one meridian: a box ending at 180 touches one starting at -180.
        const same = (longitude: number, range: number[]) =>
          holds(longitude, range) || holds(longitude + 360, range) || holds(longitude - 360, range)
        const shared = Array.from({ length: 361 }, (_, i) => i - 180).some(
          (longitude) => holds(longitude, box) && same(longitude, view),
        )
        expect(boxesOverlap([box[0] ?? 0, 0, box[1] ?? 0, 1], [view[0] ?? 0, 0, view[1] ?? 0, 1])).toBe(
          shared,
        )
      }),
    )
  })
})
