/** A partner placed on the map: its point in map units (unscaled). */
export type MapPin<T> = { item: T; x: number; y: number }

/** One mark on the map: a single partner, or several close together shown as their count. */
export type MapGroup<T> = { key: string; x: number; y: number; items: T[] }

/** Zoom limits: the whole world, down to a city. */
const MIN_SCALE = 1
export const MAX_SCALE = 64

/**
 * Dense areas grouped with their count. Pins are grouped by a grid of `cell` screen
 * units at zoom `scale`, so zooming in splits groups and zooming out merges them; a group sits at
 * its pins' average. Groups come west to east (then north to south): the keyboard order.
 */
export function groupPins<T>(pins: readonly MapPin<T>[], scale: number, cell: number): MapGroup<T>[] {
  if (scale >= MAX_SCALE) return spreadAll(pins, scale)
  const cells = new Map<string, MapPin<T>[]>()
  for (const pin of pins) {
    const key = `${Math.floor((pin.x * scale) / cell)}:${Math.floor((pin.y * scale) / cell)}`
    const members = cells.get(key)
    if (members) members.push(pin)
    else cells.set(key, [pin])
  }
  return [...cells.entries()]
    .map(([key, members]) => ({
      key,
      x: members.reduce((sum, pin) => sum + pin.x, 0) / members.length,
      y: members.reduce((sum, pin) => sum + pin.y, 0) / members.length,
      items: members.map((pin) => pin.item),
    }))
    .sort((a, b) => a.x - b.x || a.y - b.y)
}

/**
 * At the closest zoom nothing is grouped any more: every partner is its own mark, so each can be
 * reached. Partners at the same place (one address, a shared city centre) are set on a small ring
 * around it, `RING` screen units out.
 */
const RING = 14

function spreadAll<T>(pins: readonly MapPin<T>[], scale: number): MapGroup<T>[] {
  const places = new Map<string, MapPin<T>[]>()
  for (const pin of pins) {
    const key = `${Math.round(pin.x * scale)}:${Math.round(pin.y * scale)}`
    places.set(key, [...(places.get(key) ?? []), pin])
  }
  return [...places.values()]
    .flatMap((together) =>
      together.map((pin, index) => {
        const angle = (2 * Math.PI * index) / together.length
        const out = together.length > 1 ? RING / scale : 0
        return {
          key: `${pin.x}:${pin.y}:${index}`,
          x: pin.x + out * Math.cos(angle),
          y: pin.y + out * Math.sin(angle),
          items: [pin.item],
        }
      }),
    )
    .sort((a, b) => a.x - b.x || a.y - b.y)
}

export type MapView = { scale: number; x: number; y: number }

/**
 * The view after zooming by `factor` around the point (cx, cy) of a width × height map, kept
 * within the limits and so that the world always fills the frame.
 */
export function zoomView(
  view: MapView,
  factor: number,
  cx: number,
  cy: number,
  size: [number, number],
): MapView {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor))
  const ratio = scale / view.scale
  return clampView({ scale, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio }, size)
}

/** The view moved by (dx, dy) map units on screen, the world still filling the frame. */
export function panView(view: MapView, dx: number, dy: number, size: [number, number]): MapView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size)
}

function clampView({ scale, x, y }: MapView, [width, height]: [number, number]): MapView {
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value))
  return { scale, x: clamp(x, width - width * scale), y: clamp(y, height - height * scale) }
}

/**
 * What a mark's partners are called together, by their cities: the one most of them are in (the
 * first of equals) and how many other cities there are; '' when none has a city.
 */
export function placeOf(items: readonly { city: string }[]): { city: string; others: number } {
  const counts = new Map<string, number>()
  for (const { city } of items) {
    const name = city.trim()
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  let city = ''
  let most = 0
  for (const [name, count] of counts)
    if (count > most) {
      city = name
      most = count
    }
  return { city, others: Math.max(counts.size - 1, 0) }
}
