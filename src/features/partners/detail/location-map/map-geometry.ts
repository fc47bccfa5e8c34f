import {
  geoArea,
  geoBounds,
  geoContains,
  geoDistance,
  geoMercator,
  geoPath,
  type GeoProjection,
} from 'd3-geo'
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson'
import { feature } from 'topojson-client'

import { numericCountryCode } from './country-codes'
import { boxesOverlap, countryBoxes, type GeoBox, type TopoCountry } from './geo-box'
import { mapPoint, type CountriesTopology, type LonLat } from '../../model/map-point'
import { validPosition } from '../../model/place'

type Country = Feature<Polygon | MultiPolygon, { name: string }>

export type MapGeometry = {
  width: number
  height: number
  viewBox: string
  /** The partner's country, all of its polygons, clipped to the view; null when unknown. */
  country: string | null
  /** Every other country in the view, as one path. */
  context: string | null
  /** The partner's point in view coordinates; null when the record has no usable coordinates. */
  point: [x: number, y: number] | null
  /** What the view shows, in degrees; west > east when it spans the antimeridian. */
  extent: GeoBox
}

export const MAP_WIDTH = 360
export const MAP_HEIGHT = 220
const PADDING = 16
const EARTH_RADIUS_KM = 6371
// The least ground the view's short side covers: a small island (Taiwan, Corsica) keeps the
// coasts around it, and a point alone gets a region big enough to show which country it is in.
const MIN_SPAN_KM = 600
const REGION_SPAN_KM = 1200

type Atlas = {
  countries: TopoCountry[]
  boxes: Map<TopoCountry, GeoBox>
  /** Each country as GeoJSON, converted the first time a view draws it. */
  toFeature: (country: TopoCountry) => Country
}

const atlasByTopology = new WeakMap<CountriesTopology, Atlas>()

/** The topology's countries with their boxes, read once per topology. */
function atlasOf(topology: CountriesTopology): Atlas {
  let atlas = atlasByTopology.get(topology)
  if (!atlas) {
    const countries = topology.objects.countries.geometries.filter(
      (country): country is TopoCountry => country.type === 'Polygon' || country.type === 'MultiPolygon',
    )
    const features = new Map<TopoCountry, Country>()
    const toFeature = (country: TopoCountry) => {
      let converted = features.get(country)
      if (!converted) {
        converted = feature(topology, country) as Country
        features.set(country, converted)
      }
      return converted
    }
    atlas = { countries, boxes: countryBoxes(topology, countries), toFeature }
    atlasByTopology.set(topology, atlas)
  }
  return atlas
}

function polygonsOf(geometry: Polygon | MultiPolygon): Polygon[] {
  return geometry.type === 'Polygon'
    ? [geometry]
    : geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }))
}

function distanceTo(polygon: Polygon, point: LonLat): number {
  const vertices: Position[] = polygon.coordinates.flat()
  return Math.min(...vertices.map((vertex) => geoDistance(vertex as LonLat, point)))
}

/**
 * The part of the country the view is about, so France means metropolitan France and not
 * France plus French Guiana, and the USA is not shrunk to a dot by Alaska: the polygon holding
 * the point; failing that (a coastal point just outside the 1:110m coastline, or Honolulu) the
 * polygon nearest to it; with no point, the largest polygon.
 */
function focusPolygon(geometry: Polygon | MultiPolygon, point: LonLat | null): Polygon | undefined {
  const polygons = polygonsOf(geometry)
  const least = (score: (polygon: Polygon) => number) => {
    const scores = polygons.map(score)
    return polygons[scores.indexOf(Math.min(...scores))]
  }
  if (point) {
    return polygons.find((polygon) => geoContains(polygon, point)) ?? least((p) => distanceTo(p, point))
  }
  return least((polygon) => -geoArea(polygon))
}

// geoBounds, not the atlas' boxes: a few polygons (Fiji, Wrangel Island) straddle the antimeridian.
function centreLongitude(polygon: Polygon): number {
  const [[west], [east]] = geoBounds(polygon)
  return (west + (east < west ? east + 360 : east)) / 2
}

/**
 * What to draw for a partner: Web Mercator (conformal, so a country keeps the shape people know
 * from every web map), turned so the focus sits on the central meridian (no country is cut at the
 * antimeridian) and fitted to it with padding. Null when neither the country nor the coordinates
 * can place anything.
 */
export function mapGeometry(
  topology: CountriesTopology,
  countryCode: string | null | undefined,
  location: LonLat | null,
): MapGeometry | null {
  const point = mapPoint(
    location ? validPosition({ longitude: location[0], latitude: location[1] }) : undefined,
  )
  const numeric = numericCountryCode(countryCode)
  const { countries, boxes, toFeature } = atlasOf(topology)
  const found = numeric ? countries.find((candidate) => candidate.id === numeric) : undefined
  const country = found && toFeature(found)
  const focus = country && focusPolygon(country.geometry, point)
  if (!focus && !point) return null

  // No adaptive resampling: the 1:110m coasts' vertices lie close enough for a 360 px view
  // (the same paths for every country, checked), and it was half the time of drawing one.
  const projection = geoMercator()
    .precision(0)
    .rotate([-(focus ? centreLongitude(focus) : (point?.[0] ?? 0)), 0])
    .scale(1)
    .translate([0, 0])
  const [[x0, y0], [x1, y1]] = fitBox(projection, focus, point)
  const scale = Math.min((MAP_WIDTH - 2 * PADDING) / (x1 - x0), (MAP_HEIGHT - 2 * PADDING) / (y1 - y0))
  projection
    .scale(scale)
    .translate([MAP_WIDTH / 2 - (scale * (x0 + x1)) / 2, MAP_HEIGHT / 2 - (scale * (y0 + y1)) / 2])
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ])

  const [west = 0, south = 0] = projection.invert?.([0, MAP_HEIGHT]) ?? []
  const [east = 0, north = 0] = projection.invert?.([MAP_WIDTH, 0]) ?? []
  const worldWide = (MAP_WIDTH / scale) * (180 / Math.PI) >= 360
  const extent: GeoBox = worldWide ? [-180, south, 180, north] : [west, south, east, north]
  const path = geoPath(projection).digits(1)
  // Skipping what lies outside the view keeps this to a few milliseconds instead of clipping
  // all 177 countries.
  const context = countries
    .filter((other) => other !== found && boxesOverlap(boxes.get(other) ?? extent, extent))
    .map((other) => path(toFeature(other)) ?? '')
    .join('')
  const projected = point && projection(point)
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    viewBox: `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`,
    country: country ? path(country) : null,
    context: context || null,
    point: projected ? [round(projected[0]), round(projected[1])] : null,
    extent,
  }
}

/**
 * The planar box (unit-scale Mercator) the view must show: the focus polygon and the point,
 * grown to a minimum stretch of ground around its centre.
 */
function fitBox(projection: GeoProjection, focus: Polygon | undefined, point: LonLat | null) {
  const corners = [
    ...(focus ? geoPath(projection).bounds(focus) : []),
    ...(point ? [projection(point)] : []),
  ].filter((corner) => corner != null)
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2]
  const [, latitude = 0] = projection.invert?.([cx, cy]) ?? []
  // A radian of ground is 1/cos(latitude) Mercator units.
  const spanKm = focus ? MIN_SPAN_KM : REGION_SPAN_KM
  const minSpan = spanKm / EARTH_RADIUS_KM / Math.cos((latitude * Math.PI) / 180)
  const halfWidth = Math.max(x1 - x0, minSpan) / 2
  const halfHeight = Math.max(y1 - y0, minSpan) / 2
  return [
    [cx - halfWidth, cy - halfHeight],
    [cx + halfWidth, cy + halfHeight],
  ] as const
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
