import { geoMercator, geoPath } from 'd3-geo'
import type { MultiPoint } from 'geojson'
import { feature } from 'topojson-client'
import world from 'world-atlas/countries-110m.json'

import type { CountriesTopology, LonLat } from '../../model/map-point'

export const WORLD_WIDTH = 960
export const WORLD_HEIGHT = 560

/** The inhabited world: Antarctica and the far north carry no partner and would eat the frame. */
const EXTENT: MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-180, -56],
    [180, 78],
  ],
}

export type WorldMap = {
  /** Every country as one path, in map units. */
  land: string
  /** A point's place on the map, in map units; null when the projection cannot place it. */
  project: (point: LonLat) => [number, number] | null
}

let cached: WorldMap | undefined

/**
 * The list's map: the same offline 1:110m atlas as a partner's locator map, no tile
 * server; Web Mercator, as every web map people know, fitted to the inhabited world.
 */
export function worldMap(): WorldMap {
  if (cached) return cached
  const projection = geoMercator().fitSize([WORLD_WIDTH, WORLD_HEIGHT], EXTENT)
  const countries = feature(
    world as unknown as CountriesTopology,
    (world as unknown as CountriesTopology).objects.countries,
  )
  const land = geoPath(projection).digits(1)(countries) ?? ''
  cached = { land, project: (point) => projection(point) ?? null }
  return cached
}
