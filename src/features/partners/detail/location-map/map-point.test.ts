import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { looksLikeCountryCode, mapPoint } from './map-point'

describe('mapPoint', () => {
  test('turns latitude and longitude into [longitude, latitude]', () => {
    expect(mapPoint(25.03, 121.56)).toEqual([121.56, 25.03])
  })

  test.each([
    [null, 121.56],
    [25.03, undefined],
    [NaN, 121.56],
    [25.03, Infinity],
    [200, 121.56],
    [25.03, -181],
    [89, 0],
    [0, 0],
  ])('has no point for latitude %s, longitude %s', (latitude, longitude) => {
    expect(mapPoint(latitude, longitude)).toBeNull()
  })

  test('keeps every finite point Mercator can draw (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          fc.pre(latitude !== 0 || longitude !== 0)
          expect(mapPoint(latitude, longitude)).toEqual([longitude, latitude])
        },
      ),
    )
  })
})

describe('looksLikeCountryCode', () => {
  test('accepts two letters and nothing else', () => {
    expect(looksLikeCountryCode('TW')).toBe(true)
    expect(looksLikeCountryCode('fr')).toBe(true)
    expect(looksLikeCountryCode('TWN')).toBe(false)
    expect(looksLikeCountryCode('')).toBe(false)
    expect(looksLikeCountryCode(null)).toBe(false)
  })
})
