import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { looksLikeCountryCode, mapPoint } from './map-point'

describe('mapPoint', () => {
  test('turns a position into [longitude, latitude]', () => {
    expect(mapPoint({ latitude: 25.03, longitude: 121.56 })).toEqual([121.56, 25.03])
  })

  test('has no point without a position, or near a pole where Mercator cannot draw', () => {
    expect(mapPoint(undefined)).toBeNull()
    expect(mapPoint({ latitude: 89, longitude: 0 })).toBeNull()
    expect(mapPoint({ latitude: -85.5, longitude: 10 })).toBeNull()
  })

  test('keeps every position Mercator can draw (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          expect(mapPoint({ latitude, longitude })).toEqual([longitude, latitude])
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
