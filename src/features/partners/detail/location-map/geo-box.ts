import type { Arc, MultiPolygon, Polygon, Properties, Topology } from 'topojson-specification'

/** [west, south, east, north] in degrees; west > east when it spans the antimeridian. */
export type GeoBox = [west: number, south: number, east: number, north: number]

/** A country of the atlas as the topology holds it: rings of arc indexes, not yet coordinates. */
export type TopoCountry<P extends Properties = { name: string }> = Polygon<P> | MultiPolygon<P>

const emptyBox = (): GeoBox => [Infinity, Infinity, -Infinity, -Infinity]

function grow(box: GeoBox, [west, south, east, north]: GeoBox): void {
  box[0] = Math.min(box[0], west)
  box[1] = Math.min(box[1], south)
  box[2] = Math.max(box[2], east)
  box[3] = Math.max(box[3], north)
}

/** One arc's vertices' min and max in degrees, decoding the quantized deltas as it goes. */
function arcBox(arc: Arc, transform: Topology['transform']): GeoBox {
  const [scaleX, scaleY] = transform?.scale ?? [1, 1]
  const [shiftX, shiftY] = transform?.translate ?? [0, 0]
  const box = emptyBox()
  let x = 0
  let y = 0
  // An indexed loop, no array per vertex: this runs once over every vertex of the world, mostly
  // before the engine optimizes it, where iterators and destructuring cost several times more.
  for (let i = 0; i < arc.length; i += 1) {
    const position = arc[i] ?? [0, 0]
    x = transform ? x + (position[0] ?? 0) : (position[0] ?? 0)
    y = transform ? y + (position[1] ?? 0) : (position[1] ?? 0)
    const longitude = x * scaleX + shiftX
    const latitude = y * scaleY + shiftY
    if (longitude < box[0]) box[0] = longitude
    if (latitude < box[1]) box[1] = latitude
    if (longitude > box[2]) box[2] = longitude
    if (latitude > box[3]) box[3] = latitude
  }
  return box
}

/**
 * Each country's vertices' min and max, read from the topology's arcs (each arc decoded once,
 * a reversed one `~i` being arc i) without turning any country into coordinates: far cheaper
 * than converting all 177 to GeoJSON to choose the few a view shows. A true bound for the
 * atlas, whose polygons never wrap past ±180 (one that straddles the antimeridian, as parts of
 * Fiji and Russia do, gets a loose -180..180).
 */
export function countryBoxes(topology: Topology, countries: TopoCountry[]): Map<TopoCountry, GeoBox> {
  const arcs = topology.arcs.map((arc) => arcBox(arc, topology.transform))
  const rings = (country: TopoCountry) => (country.type === 'Polygon' ? country.arcs : country.arcs.flat())
  return new Map(
    countries.map((country) => {
      const box = emptyBox()
      for (const index of rings(country).flat()) grow(box, arcs[index < 0 ? ~index : index] ?? emptyBox())
      return [country, box]
    }),
  )
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
