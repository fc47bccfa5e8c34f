import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { groupPins, MAX_SCALE, panView, placeOf, zoomView, type MapPin } from './map-groups'

const SIZE: [number, number] = [960, 560]
const pins = fc.array(
  fc.record({
    item: fc.nat(),
    x: fc.double({ min: 0, max: 960, noNaN: true }),
    y: fc.double({ min: 0, max: 560, noNaN: true }),
  }),
  { maxLength: 60 },
)

describe('groupPins', () => {
  test('every partner is in exactly one group, and the counts add up', () => {
    fc.assert(
      fc.property(pins, fc.double({ min: 1, max: 64, noNaN: true }), (list, scale) => {
        const groups = groupPins(list, scale, 28)
        expect(groups.flatMap((group) => group.items).sort()).toEqual(list.map((pin) => pin.item).sort())
      }),
    )
  })

  test('zooming in never merges: a group at a higher zoom holds no more than at a lower one', () => {
    const list: MapPin<string>[] = [
      { item: 'a', x: 100, y: 100 },
      { item: 'b', x: 101, y: 101 },
      { item: 'c', x: 400, y: 300 },
    ]
    expect(groupPins(list, 1, 28).map((group) => group.items)).toEqual([['a', 'b'], ['c']])
    expect(groupPins(list, 64, 28).map((group) => group.items)).toEqual([['a'], ['b'], ['c']])
  })

  test('at the closest zoom every partner is its own mark, those at one place set apart', () => {
    const list = ['a', 'b', 'c'].map((item) => ({ item, x: 500, y: 300 }))
    const groups = groupPins(list, MAX_SCALE, 28)
    expect(groups.map((group) => group.items)).toHaveLength(3)
    const places = new Set(groups.map((group) => `${group.x.toFixed(3)}:${group.y.toFixed(3)}`))
    expect(places.size).toBe(3)
  })

  test('groups run west to east, the keyboard order', () => {
    const list = [300, 10, 200].map((x) => ({ item: x, x, y: 50 }))
    expect(groupPins(list, 1, 28).map((group) => group.items[0])).toEqual([10, 200, 300])
  })
})

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
