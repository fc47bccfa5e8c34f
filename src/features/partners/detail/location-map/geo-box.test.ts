import fc from 'fast-check'
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { Topology } from 'topojson-specification'
import { describe, expect, test } from 'vitest'
import world from 'world-atlas/countries-110m.json'

import { boxesOverlap, countryBoxes, type GeoBox, type TopoCountry } from './geo-box'
import type { CountriesTopology } from '../../model/map-point'

describe('countryBoxes', () => {
  test('spans every arc of every ring, a reversed arc (~i) being arc i', () => {
    // Quantized: positions are deltas, scaled by 1 and shifted by (10, 20).
    const topology: Topology = {
      type: 'Topology',
      transform: { scale: [1, 1], translate: [10, 20] },
      objects: {},
      arcs: [
        [
          [0, 0],
          [3, 5],
        ],
        [
          [-4, -1],
          [4, 1],
        ],
      ],
    }
    const triangle: TopoCountry = { type: 'Polygon', arcs: [[0]], properties: { name: 'A' } }
    const islands: TopoCountry = { type: 'MultiPolygon', arcs: [[[0]], [[~1]]], properties: { name: 'B' } }

    const boxes = countryBoxes(topology, [triangle, islands])

    expect(boxes.get(triangle)).toEqual([10, 20, 13, 25])
    expect(boxes.get(islands)).toEqual([6, 19, 13, 25])
  })

  test("equals the min and max of every vertex of the atlas' countries as GeoJSON", () => {
    const atlas = world as unknown as CountriesTopology
    const countries = atlas.objects.countries.geometries.filter(
      (country): country is TopoCountry => country.type === 'Polygon' || country.type === 'MultiPolygon',
    )
    const boxes = countryBoxes(atlas, countries)

    for (const country of countries) {
      const { geometry } = feature(atlas, country) as Feature<Polygon | MultiPolygon>
      const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()
      const vertices = rings.flat()
      const longitudes = vertices.map(([longitude = 0]) => longitude)
      const latitudes = vertices.map(([, latitude = 0]) => latitude)
      const expected: GeoBox = [
        Math.min(...longitudes),
        Math.min(...latitudes),
        Math.max(...longitudes),
        Math.max(...latitudes),
      ]
      boxes.get(country)?.forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? NaN, 9))
    }
    expect(boxes.size).toBe(countries.length)
  })
})

describe('boxesOverlap', () => {
  test('finds boxes that share ground and rejects those that do not', () => {
    expect(boxesOverlap([0, 0, 10, 10], [5, 5, 20, 20])).toBe(true)
    expect(boxesOverlap([0, 0, 10, 10], [11, 0, 20, 10])).toBe(false)
    expect(boxesOverlap([0, 0, 10, 10], [0, 11, 10, 20])).toBe(false)
    expect(boxesOverlap([-5, 0, 30, 10], [0, 0, 10, 10])).toBe(true)
  })

  test('handles a view across the antimeridian', () => {
    const pacific: GeoBox = [170, -30, -170, 0]

    expect(boxesOverlap([175, -20, 180, -10], pacific)).toBe(true) // Fiji, west part
    expect(boxesOverlap([-180, -20, -178, -10], pacific)).toBe(true) // Fiji, east part
    expect(boxesOverlap([150, -30, 160, -10], pacific)).toBe(false)
    expect(boxesOverlap([-160, -30, -150, -10], pacific)).toBe(false)
  })

  test('agrees with a pointwise check on whole-degree boxes (property)', () => {
    const span = (min: number, max: number) =>
      fc
        .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)])
    const holds = (value: number, [from = 0, to = 0]: number[]) => from <= value && value <= to

    fc.assert(
      fc.property(span(-180, 180), span(-180, 180), (box, view) => {
        // -180 and 180 are one meridian: a box ending at 180 touches one starting at -180.
        const same = (longitude: number, range: number[]) =>
          holds(longitude, range) || holds(longitude + 360, range) || holds(longitude - 360, range)
        const shared = Array.from({ length: 361 }, (_, i) => i - 180).some(
          (longitude) => holds(longitude, box) && same(longitude, view),
        )
        expect(boxesOverlap([box[0] ?? 0, 0, box[1] ?? 0, 1], [view[0] ?? 0, 0, view[1] ?? 0, 1])).toBe(
          shared,
        )
      }),
    )
  })
})
