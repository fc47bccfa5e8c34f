import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { addressLines, validPosition } from './place'

describe('validPosition', () => {
  test('names latitude and longitude of a real position', () => {
    expect(validPosition({ latitude: 25.03, longitude: 121.56 })).toEqual({
      latitude: 25.03,
      longitude: 121.56,
    })
    expect(validPosition({ latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 })
  })

  test.each([
    [null, 121.56],
    [25.03, undefined],
    [NaN, 121.56],
    [25.03, Infinity],
    [90.0001, 0],
    [-91, 10],
    [25.03, -180.5],
    [0, 0],
  ])('has no position for latitude %s, longitude %s', (latitude, longitude) => {
    expect(validPosition({ latitude, longitude })).toBeUndefined()
  })

  test('keeps every finite position on the globe except 0,0 (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          fc.pre(latitude !== 0 || longitude !== 0)
          expect(validPosition({ latitude, longitude })).toEqual({ latitude, longitude })
        },
      ),
    )
  })

  test('refuses anything off the globe or not finite (property)', () => {
    const offGlobe = fc.oneof(
      fc.record({ latitude: fc.double({ min: 90, noNaN: true, minExcluded: true }), longitude: fc.double() }),
      fc.record({
        latitude: fc.double(),
        longitude: fc.double({ max: -180, noNaN: true, maxExcluded: true }),
      }),
      fc.record({ latitude: fc.constantFrom(NaN, Infinity, -Infinity), longitude: fc.double() }),
    )
    fc.assert(
      fc.property(offGlobe, (place) => {
        expect(validPosition(place)).toBeUndefined()
      }),
    )
  })
})

describe('addressLines', () => {
  test('writes street, zip and city, district, state and the country in the page language', () => {
    const place = { street: 'Xinyi Road 5', zipcode: '110', city: 'Taipei', district: 'Xinyi', country: 'TW' }
    expect(addressLines({ ...place, stateProvince: 'Taipei City' }, 'en')).toEqual([
      'Xinyi Road 5',
      '110 Taipei',
      'Xinyi',
      'Taipei City',
      'Taiwan',
    ])
    expect(addressLines(place, 'zh-TW').at(-1)).toBe('台灣')
  })

  test('leaves out blank and missing parts', () => {
    expect(
      addressLines({ street: '  ', zipcode: null, city: 'Berlin', district: '', country: 'Atlantis' }, 'en'),
    ).toEqual(['Berlin', 'Atlantis'])
    expect(addressLines({}, 'en')).toEqual([])
  })
})
