import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { MAX_SCALE, panView, placeOf, zoomView } from './map-groups'

const SIZE: [number, number] = [960, 560]
describe('zoomView and panView', () => {
  test('the world always fills the frame, whatever the zoom and pan', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.boolean(),
            fc.double({ min: -2000, max: 2000, noNaN: true }),
            fc.double({ min: -2000, max: 2000, noNaN: true }),
          ),
        ),
        (steps) => {
          let view = { scale: 1, x: 0, y: 0 }
          for (const [zoom, a, b] of steps)
            view = zoom
              ? zoomView(view, a > 0 ? 2 : 0.5, Math.abs(a) % 960, Math.abs(b) % 560, SIZE)
              : panView(view, a, b, SIZE)
          expect(view.scale).toBeGreaterThanOrEqual(1)
          expect(view.scale).toBeLessThanOrEqual(MAX_SCALE)
          expect(view.x).toBeLessThanOrEqual(0)
          expect(view.x + 960 * view.scale).toBeGreaterThanOrEqual(960 - 1e-6)
          expect(view.y + 560 * view.scale).toBeGreaterThanOrEqual(560 - 1e-6)
        },
      ),
    )
  })

  test('zooming keeps the point under the cursor where it is', () => {
    const view = zoomView({ scale: 2, x: -300, y: -200 }, 2, 480, 280, SIZE)
    // The map point under (480, 280) was ((480 + 300) / 2, (280 + 200) / 2) = (390, 240).
    expect(390 * view.scale + view.x).toBeCloseTo(480)
    expect(240 * view.scale + view.y).toBeCloseTo(280)
  })
})

describe('placeOf', () => {
  const cities = (...names: string[]) => names.map((city) => ({ city }))

  test.each<[string, { city: string }[], { city: string; others: number }]>([
    ['one partner: its city', cities('Taipei'), { city: 'Taipei', others: 0 }],
    ['the city most are in', cities('Taichung', 'Taipei', 'Taipei'), { city: 'Taipei', others: 1 }],
    ['the first of equals', cities('Delft', 'Leiden'), { city: 'Delft', others: 1 }],
    ['spaces around a name do not make another city', cities('Oslo', ' Oslo '), { city: 'Oslo', others: 0 }],
    ['partners without a city are not a place', cities('', 'Ghent', ''), { city: 'Ghent', others: 0 }],
    ['none has a city', cities('', ' '), { city: '', others: 0 }],
  ])('%s', (_, items, expected) => {
    expect(placeOf(items)).toEqual(expected)
  })
})
