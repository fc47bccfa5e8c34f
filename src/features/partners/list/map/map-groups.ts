/** A partner placed on the map: its point in map units (unscaled). */
export type MapPin<T> = { item: T; x: number; y: number }

/** One mark on the map: a single partner, or several close together shown as their count. */
export type MapGroup<T> = { key: string; x: number; y: number; items: T[] }

/** Zoom limits: the whole world, down to a city. */
const MIN_SCALE = 1
export const MAX_SCALE = 64

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
