import { geoArea, geoBounds, geoContains } from 'd3-geo'
import fc from 'fast-check'
import type { MultiPolygon, Polygon } from 'geojson'
import codes from 'i18n-iso-countries/codes.json'
import { feature } from 'topojson-client'
import { describe, expect, test } from 'vitest'
import world from 'world-atlas/countries-110m.json'

import type { GeoBox } from './geo-box'
import { MAP_HEIGHT, MAP_WIDTH, mapGeometry, type MapGeometry } from './map-geometry'
import type { CountriesTopology, LonLat } from '../../model/map-point'

const atlas = world as unknown as CountriesTopology
const countries = feature(atlas, atlas.objects.countries).features

const TAIPEI: LonLat = [121.56, 25.03]
const PARIS: LonLat = [2.35, 48.86]
const NEW_YORK: LonLat = [-74.01, 40.71]
const HONOLULU: LonLat = [-157.86, 21.31]
const BERLIN: LonLat = [13.4, 52.52]

function geometryOf(id: string) {
  const geometry = countries.find((country) => country.id === id)?.geometry
  if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') throw new Error(`no country ${id}`)
  return geometry
}

function expectInView(geometry: MapGeometry | null) {
  const [x = NaN, y = NaN] = geometry?.point ?? []
  expect(x).toBeGreaterThanOrEqual(0)
  expect(x).toBeLessThanOrEqual(MAP_WIDTH)
  expect(y).toBeGreaterThanOrEqual(0)
  expect(y).toBeLessThanOrEqual(MAP_HEIGHT)
}

/** Whether a view's extent holds a place (views here do not cross the antimeridian). */
function covers([west, south, east, north]: GeoBox, [longitude, latitude]: LonLat) {
  return west <= longitude && longitude <= east && south <= latitude && latitude <= north
}

describe('mapGeometry', () => {
  test('draws Taiwan with the Taipei point inside the view', () => {
    const geometry = mapGeometry(atlas, 'TW', TAIPEI)

    expect(geometry?.viewBox).toBe(`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`)
    expect(geometry?.country).toMatch(/^M[\d.,-]+L/)
    expect(geometry?.context).toBeTruthy()
    expectInView(geometry)
  })

  test('fits metropolitan France for Paris, not France with French Guiana', () => {
    const extent = mapGeometry(atlas, 'fr', PARIS)?.extent ?? [0, 0, 0, 0]

    expect(covers(extent, [-4.8, 48.4])).toBe(true) // Brest
    expect(covers(extent, [7.7, 48.6])).toBe(true) // Strasbourg
    expect(covers(extent, [7.0, 43.5])).toBe(true) // Nice
    expect(covers(extent, [-52.3, 4.9])).toBe(false) // Cayenne
    expect(extent[2] - extent[0]).toBeLessThan(40)
  })

  test('fits the contiguous United States for New York, not Alaska or Hawaii', () => {
    const extent = mapGeometry(atlas, 'US', NEW_YORK)?.extent ?? [0, 0, 0, 0]

    expect(covers(extent, [-122.4, 37.8])).toBe(true) // San Francisco
    expect(covers(extent, [-80.2, 25.8])).toBe(true) // Miami
    expect(covers(extent, [-149.9, 61.2])).toBe(false) // Anchorage
    expect(covers(extent, HONOLULU)).toBe(false)
  })

  test('fits the island that holds the point', () => {
    const extent = mapGeometry(atlas, 'US', HONOLULU)?.extent ?? [0, 0, 0, 0]

    expect(covers(extent, HONOLULU)).toBe(true)
    expect(covers(extent, [-118.2, 34.1])).toBe(false) // Los Angeles
  })

  test('fits the nearest part of the country when the point falls just outside its coastline', () => {
    const offshore: LonLat = [-158.4, 21.0]
    expect(geoContains(geometryOf('840'), offshore)).toBe(false)

    const geometry = mapGeometry(atlas, 'US', offshore)

    expect(covers(geometry?.extent ?? [0, 0, 0, 0], HONOLULU)).toBe(true)
    expect(covers(geometry?.extent ?? [0, 0, 0, 0], NEW_YORK)).toBe(false)
    expectInView(geometry)
  })

  test('centres a region on the point when the country code is unknown', () => {
    const geometry = mapGeometry(atlas, 'ZZ', BERLIN)
    const [west, south, east, north] = geometry?.extent ?? [0, 0, 0, 0]

    expect(geometry?.country).toBeNull()
    expect(geometry?.context).toBeTruthy()
    expect(geometry?.point).toEqual([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    expect(covers([west, south, east, north], BERLIN)).toBe(true)
    expect(east - west).toBeGreaterThan(10)
    expect(east - west).toBeLessThan(60)
  })

  test('fits the country and draws no point when the coordinates are missing', () => {
    const geometry = mapGeometry(atlas, 'FR', null)

    expect(geometry?.point).toBeNull()
    expect(geometry?.country).toBeTruthy()
    expect(covers(geometry?.extent ?? [0, 0, 0, 0], PARIS)).toBe(true)
    expect(covers(geometry?.extent ?? [0, 0, 0, 0], [-52.3, 4.9])).toBe(false)
  })

  test.each([
    ['not a number', [NaN, 48.86]],
    ['a latitude past the pole', [2.35, 200]],
    ['a longitude past the antimeridian', [540, 48.86]],
    ['zero, zero', [0, 0]],
  ] as const)('treats %s as missing coordinates', (_, location) => {
    expect(mapGeometry(atlas, 'FR', [...location])).toEqual(mapGeometry(atlas, 'FR', null))
  })

  test('returns null when neither the country nor the coordinates can be placed', () => {
    expect(mapGeometry(atlas, 'ZZ', null)).toBeNull()
    expect(mapGeometry(atlas, null, [NaN, NaN])).toBeNull()
    // Singapore is a real code but too small for the 1:110m atlas.
    expect(mapGeometry(atlas, 'SG', null)).toBeNull()
  })

  test('keeps any point inside a country within the view (property)', () => {
    const numericToAlpha2 = new Map(codes.map(([alpha2, , numeric]) => [numeric, alpha2]))
    const polygons = countries.flatMap((country) => {
      const alpha2 = numericToAlpha2.get(String(country.id))
      const geometry = country.geometry as Polygon | MultiPolygon
      if (!alpha2) return []
      const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
      return parts
        .map((coordinates) => ({ alpha2, polygon: { type: 'Polygon', coordinates } as Polygon }))
        .filter(({ polygon }) => geoArea(polygon) > 1e-9) // one part of North Korea has no area
    })
    // Uniform over [0, 1]: fc.double spreads over the doubles' bit patterns (most of them tiny)
    // and favours the bounds, and a bounding box's corners are rarely inside the country.
    const unit = fc.noBias(fc.integer({ min: 0, max: 1_000_000 })).map((n) => n / 1_000_000)

    fc.assert(
      fc.property(fc.integer({ min: 0, max: polygons.length - 1 }), unit, unit, (index, u, v) => {
        const entry = polygons[index]
        if (!entry) throw new Error(`no polygon ${index}`)
        const { alpha2, polygon } = entry
        const [[west, south], [east, north]] = geoBounds(polygon)
        const longitude = west + u * ((east < west ? east + 360 : east) - west)
        const latitude = Math.max(-85, Math.min(85, south + v * (north - south)))
        const point: LonLat = [longitude > 180 ? longitude - 360 : longitude, latitude]
        fc.pre(geoContains(polygon, point))

        const geometry = mapGeometry(atlas, alpha2, point)

        expect(geometry?.country).toBeTruthy()
        expectInView(geometry)
      }),
      { numRuns: 100 },
    )
  })
})
