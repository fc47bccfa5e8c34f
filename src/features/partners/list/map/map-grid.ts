import { MAX_SCALE, type MapGroup, type MapPin, type MapView } from './map-groups'

/**
 * The map's marks at any size (docs/decisions/026): pins are grouped by a grid at a few zoom
 * levels (1, 2, 4 … MAX_SCALE), each level kept once made and given only the pins that arrived
 * since, so a zoom within a level costs nothing more, and a pan only looks up the cells in view
 * (a few hundred, however many partners there are); only a level never seen before takes one
 * pass over the pins. The marks drawn are only those in view.
 */
export type MapGrid<T> = {
  /**
   * The marks in a `size` frame seen through `view`, west to east (then north to south): the
   * keyboard order. The pins added to the grid's array since the last call are grouped first.
   */
  groupsIn: (view: MapView, size: [number, number]) => MapGroup<T>[]
}

/**
 * One cell of a level: its pins' sum of places (a mark sits at their average), its pins, and
 * their items once the cell has been drawn (kept from then on as pins join).
 */
type Cell<T> = { sumX: number; sumY: number; pins: MapPin<T>[]; items?: T[] }

type Level<T> = { cells: Map<number, Cell<T>>; grouped: number }

/**
 * At the closest zoom nothing is grouped: every partner is its own mark, so each can be reached.
 * Partners at the same place (one address, a shared city centre) are set on a small ring around
 * it, `RING` screen units out.
 */
const RING = 14

/**
 * The levels kept: past this one a view shows a small part of the world, whose pins are taken
 * from this level's cells in view and grouped as drawn, so the finest grids (nearly a cell a
 * partner) are never held.
 */
const FINEST_KEPT = 8
const KEPT_LEVELS = Array.from({ length: Math.log2(FINEST_KEPT) + 1 }, (_, index) => 2 ** index)

/**
 * While pins come a page at a time, every kept level takes each page's pins at once, so a zoom to
 * a level not yet seen has nothing to catch up; a level further behind than this (a grid made
 * over a whole reading) is made when it is first shown.
 */
const KEPT_CURRENT_WITHIN = 5000

/**
 * A cell's column and row as one small integer key (a V8 small integer hashes fast): up to
 * 2^14 cells either way of the origin, far beyond the map's 27 × 16 cells at zoom 64 × 64.
 */
const SIDE = 2 ** 14
const keyOf = (column: number, row: number) => {
  const clamp = (index: number) => Math.min(SIDE - 1, Math.max(-SIDE, index)) + SIDE
  return clamp(column) * 2 * SIDE + clamp(row)
}

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
    for (let index = made.grouped; index < pins.length; index += 1)
      addTo(made.cells, pins[index] as MapPin<T>, level, cell)
    made.grouped = pins.length
    return made
  }

  return {
    groupsIn: (view, [width, height]) => {
      const level = levelOf(view.scale)
      for (const kept of KEPT_LEVELS)
        if (pins.length - (levels.get(kept)?.grouped ?? 0) <= KEPT_CURRENT_WITHIN) levelAt(kept)
      const kept = Math.min(level, FINEST_KEPT)
      const { cells } = levelAt(kept)
      const inView = (x: number, y: number) => {
        const [sx, sy] = [x * view.scale + view.x, y * view.scale + view.y]
        return sx >= 0 && sx <= width && sy >= 0 && sy <= height
      }
      // The cells the frame covers, one more each way (a ring around a place reaches past its cell).
      const toCell = (screen: number, offset: number) =>
        Math.floor((((screen - offset) / view.scale) * kept) / cell)
      const [left, right] = [toCell(0, view.x) - 1, toCell(width, view.x) + 1]
      const [top, bottom] = [toCell(0, view.y) - 1, toCell(height, view.y) + 1]
      const covered = (right - left + 1) * (bottom - top + 1)
      let seen =
        Number.isFinite(covered) && covered < cells.size
          ? cellsBetween(cells, left, right, top, bottom)
          : [...cells.entries()]
      // Past the finest level kept: the pins in view, grouped at the view's level now.
      if (level > kept)
        seen = [
          ...groupAt(
            seen.flatMap(([, found]) => found.pins),
            level,
            cell,
          ),
        ]
      const groups: MapGroup<T>[] = []
      for (const [key, found] of seen) {
        const { sumX, sumY, pins: members } = found
        if (level < MAX_SCALE) {
          const [x, y] = [sumX / members.length, sumY / members.length]
          if (!inView(x, y)) continue
          found.items ??= members.map((pin) => pin.item)
          groups.push({ key: `${level}:${key}`, x, y, items: found.items })
          continue
        }
        for (const together of placesOf(members, level)) {
          const out = together.length > 1 ? RING / view.scale : 0
          together.forEach((pin, index) => {
            const angle = (2 * Math.PI * index) / together.length
            const [px, py] = [pin.x + out * Math.cos(angle), pin.y + out * Math.sin(angle)]
            if (inView(px, py))
              groups.push({ key: `${pin.x}:${pin.y}:${index}`, x: px, y: py, items: [pin.item] })
          })
        }
      }
      return groups.sort((a, b) => a.x - b.x || a.y - b.y)
    },
  }
}

/** `pins` grouped into cells of `cell` screen units at zoom `level`, by key. */
function groupAt<T>(pins: readonly MapPin<T>[], level: number, cell: number): Map<number, Cell<T>> {
  const cells = new Map<number, Cell<T>>()
  for (const pin of pins) addTo(cells, pin, level, cell)
  return cells
}

/** Puts a pin in its cell of `cell` screen units at zoom `level`. */
function addTo<T>(cells: Map<number, Cell<T>>, pin: MapPin<T>, level: number, cell: number) {
  const key = keyOf(Math.floor((pin.x * level) / cell), Math.floor((pin.y * level) / cell))
  const found = cells.get(key)
  if (found) {
    found.sumX += pin.x
    found.sumY += pin.y
    found.pins.push(pin)
    found.items?.push(pin.item)
  } else cells.set(key, { sumX: pin.x, sumY: pin.y, pins: [pin] })
}

/** The cells of columns `left` to `right` and rows `top` to `bottom` that hold pins. */
function cellsBetween<T>(
  cells: Map<number, Cell<T>>,
  left: number,
  right: number,
  top: number,
  bottom: number,
) {
  const seen: [number, Cell<T>][] = []
  for (let column = left; column <= right; column += 1)
    for (let row = top; row <= bottom; row += 1) {
      const key = keyOf(column, row)
      const found = cells.get(key)
      if (found) seen.push([key, found])
    }
  return seen
}

/** A cell's pins by the place they are at, to a screen unit at zoom `level`. */
function placesOf<T>(pins: readonly MapPin<T>[], level: number): MapPin<T>[][] {
  const places = new Map<string, MapPin<T>[]>()
  for (const pin of pins) {
    const key = `${Math.round(pin.x * level)}:${Math.round(pin.y * level)}`
    const together = places.get(key)
    if (together) together.push(pin)
    else places.set(key, [pin])
  }
  return [...places.values()]
}
