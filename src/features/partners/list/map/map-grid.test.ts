import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { createMapGrid, levelOf } from './map-grid'
import { MAX_SCALE, type MapPin } from './map-groups'

const EVERYWHERE: [number, number] = [Infinity, Infinity]
/** Moved off the frame's corner: a ring around a place at the map's edge is still in view. */
const OFF_EDGE = { x: 100, y: 100 }
const FRAME: [number, number] = [960, 560]
const pins = fc.array(
  fc.record({
    item: fc.nat(),
    x: fc.double({ min: 0, max: 960, noNaN: true }),
    y: fc.double({ min: 0, max: 560, noNaN: true }),
  }),
  { maxLength: 60 },
)
const itemsOf = (groups: { items: unknown[] }[]) => groups.map((group) => group.items)

describe('the map grid', () => {
  test('every partner is in exactly one mark, and the counts add up', () => {
    fc.assert(
      fc.property(pins, fc.double({ min: 1, max: 64, noNaN: true }), (list, scale) => {
        const groups = createMapGrid(list, 28).groupsIn({ scale, ...OFF_EDGE }, EVERYWHERE)
        expect(groups.flatMap((group) => group.items).sort()).toEqual(list.map((pin) => pin.item).sort())
      }),
    )
  })

  test('pins added to its array after a look are grouped at the next, as if there from the start', () => {
    fc.assert(
      fc.property(pins, pins, fc.double({ min: 1, max: 64, noNaN: true }), (first, later, scale) => {
        const growing = [...first]
        const grid = createMapGrid(growing, 28)
        const view = { scale, ...OFF_EDGE }
        grid.groupsIn(view, EVERYWHERE)
        growing.push(...later)
        expect(grid.groupsIn(view, EVERYWHERE)).toEqual(
          createMapGrid([...first, ...later], 28).groupsIn(view, EVERYWHERE),
        )
      }),
    )
  })

  test('zooming in never merges: a mark at a higher zoom holds no more than at a lower one', () => {
    const list: MapPin<string>[] = [
      { item: 'a', x: 100, y: 100 },
      { item: 'b', x: 101, y: 101 },
      { item: 'c', x: 400, y: 300 },
    ]
    const grid = createMapGrid(list, 28)
    expect(itemsOf(grid.groupsIn({ scale: 1, x: 0, y: 0 }, EVERYWHERE))).toEqual([['a', 'b'], ['c']])
    expect(itemsOf(grid.groupsIn({ scale: 64, x: 0, y: 0 }, EVERYWHERE))).toEqual([['a'], ['b'], ['c']])
  })

  test('at the closest zoom every partner is its own mark, those at one place set apart', () => {
    const list = ['a', 'b', 'c'].map((item) => ({ item, x: 500, y: 300 }))
    const groups = createMapGrid(list, 28).groupsIn({ scale: MAX_SCALE, x: 0, y: 0 }, EVERYWHERE)
    expect(itemsOf(groups)).toHaveLength(3)
    const places = new Set(groups.map((group) => `${group.x.toFixed(3)}:${group.y.toFixed(3)}`))
    expect(places.size).toBe(3)
  })

  test('marks run west to east, the keyboard order', () => {
    const list = [300, 10, 200].map((x) => ({ item: x, x, y: 50 }))
    const groups = createMapGrid(list, 28).groupsIn({ scale: 1, x: 0, y: 0 }, FRAME)
    expect(groups.map((group) => group.items[0])).toEqual([10, 200, 300])
  })

  test('only the marks in the frame are given, where the view puts them', () => {
    const list = [100, 500, 900].map((x) => ({ item: x, x, y: 100 }))
    // Zoomed 2x and moved 960 units west: map units 480 to 960 fill the frame.
    const groups = createMapGrid(list, 28).groupsIn({ scale: 2, x: -960, y: 0 }, FRAME)
    expect(groups.map((group) => group.items)).toEqual([[500], [900]])
  })

  test('whatever the view, the marks in the frame are those of the whole map that fall in it', () => {
    const view = fc.record({
      scale: fc.double({ min: 1, max: 64, noNaN: true }),
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    fc.assert(
      fc.property(pins, view, (list, { scale, x, y }) => {
        // x, y: how far across the world the frame is moved, as a share of what lies outside it.
        const at = { scale, x: -x * 960 * (scale - 1), y: -y * 560 * (scale - 1) }
        const inFrame = (group: { x: number; y: number }) => {
          const [sx, sy] = [group.x * scale + at.x, group.y * scale + at.y]
          return sx >= 0 && sx <= 960 && sy >= 0 && sy <= 560
        }
        const whole = createMapGrid(list, 28).groupsIn(at, EVERYWHERE).filter(inFrame)
        expect(createMapGrid(list, 28).groupsIn(at, FRAME)).toEqual(whole)
      }),
    )
  })

  test('a zoom within a level keeps its marks: the grid changes only at powers of two', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 200, noNaN: true }), (scale) => {
        const level = levelOf(scale)
        expect(level).toBeLessThanOrEqual(Math.max(scale, 1))
        expect(level === MAX_SCALE || scale < level * 2).toBe(true)
        expect(Number.isInteger(Math.log2(level))).toBe(true)
      }),
    )
  })
})
