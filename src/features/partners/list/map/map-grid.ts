import { MAX_SCALE, type MapGroup, type MapPin, type MapView } from './map-groups'

/**
 * The map's marks at any size (docs/decisions/026): pins are grouped by a grid at a few zoom
 * levels (1, 2, 4 … MAX_SCALE), each level kept once made and given only the pins that arrived
 * since, so panning costs a look at the level's cells and zooming within a level nothing more;
 * only a level never seen before takes one pass over the pins. The marks drawn are only those in
 * view.
 */
export type MapGrid<T> = {
  /**
   * The marks in a `size` frame seen through `view`, west to east (then north to south): the
   * keyboard order. The pins added to the grid's array since the last call are grouped first.
   */
  groupsIn: (view: MapView, size: [number, number]) => MapGroup<T>[]
}

/**
 * One cell of a level: its pins' sum of places (a mark sits at their average), the pins and
 * their items (a mark's partners, kept as they come rather than gathered on every frame).
 */
type Cell<T> = { sumX: number; sumY: number; pins: MapPin<T>[]; items: T[] }

type Level<T> = { cells: Map<number, Cell<T>>; grouped: number }

/**
 * At the closest zoom nothing is grouped: every partner is its own mark, so each can be reached.
 * Partners at the same place (one address, a shared city centre) are set on a small ring around
 * it, `RING` screen units out.
 */
const RING = 14

/** A cell's two indexes as one number key (cells of a few thousand a side, negative ones too). */
const OFFSET = 2 ** 20
const keyOf = (column: number, row: number) => (column + OFFSET) * 2 ** 21 + (row + OFFSET)

/** The grid's level for a zoom: the largest power of two not above it, within the limits. */
export function levelOf(scale: number): number {
  return Math.min(MAX_SCALE, 2 ** Math.max(0, Math.floor(Math.log2(scale))))
}

/**
 * A grid over `pins`, an array the caller may go on appending to (the map's reading does, page
 * by page). At level L a cell is `cell` screen units at zoom L, so between L and 2L a mark's
 * cell is `cell` to twice that on screen: zooming in splits groups and zooming out merges them.
 */
export function createMapGrid<T>(pins: readonly MapPin<T>[], cell: number): MapGrid<T> {
  const levels = new Map<number, Level<T>>()

  function levelAt(level: number): Level<T> {
    const made = levels.get(level) ?? { cells: new Map(), grouped: 0 }
    levels.set(level, made)
    // At the closest zoom a cell is a place: pins rounded to a screen unit.
    const [size, round] = level >= MAX_SCALE ? [1, Math.round] : [cell, Math.floor]
    for (let index = made.grouped; index < pins.length; index += 1) {
      const pin = pins[index] as MapPin<T>
      const key = keyOf(round((pin.x * level) / size), round((pin.y * level) / size))
      const found = made.cells.get(key)
      if (found) {
        found.sumX += pin.x
        found.sumY += pin.y
        found.pins.push(pin)
        found.items.push(pin.item)
      } else made.cells.set(key, { sumX: pin.x, sumY: pin.y, pins: [pin], items: [pin.item] })
    }
    made.grouped = pins.length
    return made
  }

  return {
    groupsIn: (view, [width, height]) => {
      const level = levelOf(view.scale)
      const inView = (x: number, y: number) => {
        const [sx, sy] = [x * view.scale + view.x, y * view.scale + view.y]
        return sx >= 0 && sx <= width && sy >= 0 && sy <= height
      }
      const groups: MapGroup<T>[] = []
      for (const [key, { sumX, sumY, pins: members, items }] of levelAt(level).cells) {
        if (level < MAX_SCALE) {
          const [x, y] = [sumX / members.length, sumY / members.length]
          if (inView(x, y)) groups.push({ key: `${level}:${key}`, x, y, items })
          continue
        }
        const out = members.length > 1 ? RING / view.scale : 0
        members.forEach((pin, index) => {
          const angle = (2 * Math.PI * index) / members.length
          const [px, py] = [pin.x + out * Math.cos(angle), pin.y + out * Math.sin(angle)]
          if (inView(px, py))
            groups.push({ key: `${pin.x}:${pin.y}:${index}`, x: px, y: py, items: [pin.item] })
        })
      }
      return groups.sort((a, b) => a.x - b.x || a.y - b.y)
    },
  }
}
