import type { GeometryCollection, Topology } from 'topojson-specification'

import type { Position } from './place'

/** world-atlas' countries-*.json, which every map draws: `id` is the ISO 3166-1 numeric code, zero-padded. */
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>

/** A point in d3-geo's order, the only order the map code speaks. */
export type LonLat = [longitude: number, latitude: number]

// Web Mercator cannot show the poles: this is a limit of the drawing, not of the data (a valid
// position is model/place's `validPosition`); no partner sits beyond ±85° anyway.
const MERCATOR_MAX_LATITUDE = 85

/** A valid position as the map's point, or null when there is none or Mercator cannot draw it. */
export function mapPoint(position: Position | undefined): LonLat | null {
  if (!position || Math.abs(position.latitude) > MERCATOR_MAX_LATITUDE) return null
  return [position.longitude, position.latitude]
}

/** Whether a country value can name a map country at all (ISO 3166-1 alpha-2), before loading the atlas. */
export function looksLikeCountryCode(country: string | null | undefined): country is string {
  return country != null && /^[A-Za-z]{2}$/.test(country.trim())
}
