import type { MultiPolygon, Polygon } from 'geojson'

/** [west, south, east, north] in degrees; west > east when it spans the antimeridian. */
export type GeoBox = [west: number, south: number, east: number, north: number]

/**
 * The vertices' min and max: far cheaper than d3's geoBounds, and a true bound for the atlas,
 * whose polygons never wrap past ±180 (one that straddles the antimeridian, as parts of Fiji and
 * Russia do, gets a loose -180..180).
 */
export function boxOf(geometry: Polygon | MultiPolygon): GeoBox {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()
  const box: GeoBox = [Infinity, Infinity, -Infinity, -Infinity]
  for (const ring of rings) {
    for (const [longitude = 0, latitude = 0] of ring) {
      box[0] = Math.min(box[0], longitude)
      box[1] = Math.min(box[1], latitude)
      box[2] = Math.max(box[2], longitude)
      box[3] = Math.max(box[3], latitude)
    }
  }
  return box
}

/** Whether two boxes share any ground, the second possibly spanning the antimeridian. */
export function boxesOverlap(box: GeoBox, view: GeoBox): boolean {
  const [west, south, east, north] = view
  if (box[1] > north || box[3] < south) return false
  const viewWidth = east >= west ? east - west : east + 360 - west
  if (viewWidth >= 360) return true
  // Where the box starts, in degrees east of the view's west edge.
  const start = (((box[0] - west) % 360) + 360) % 360
  return start <= viewWidth || start + (box[2] - box[0]) >= 360
}
