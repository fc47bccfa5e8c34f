import { afterEach, describe, expect, test, vi } from 'vitest'

import { isUsableTimeZone, partnerTimeZone } from './time-zone'

// The zone map, watched: a country of one zone must not load it.
const tzLookup = vi.hoisted(() => vi.fn())
vi.mock('@photostructure/tz-lookup', async (importOriginal) => {
  const { default: lookup } = await importOriginal<{
    default: (latitude: number, longitude: number) => string
  }>()
  tzLookup.mockImplementation(lookup)
  return { default: tzLookup }
})

afterEach(() => {
  tzLookup.mockClear()
  vi.unstubAllGlobals()
})

describe('partnerTimeZone', () => {
  test('finds the zone from the coordinates', async () => {
    await expect(partnerTimeZone({ latitude: 25.033, longitude: 121.5654, country: 'TW' })).resolves.toBe(
      'Asia/Taipei',
    )
    await expect(partnerTimeZone({ latitude: 52.52, longitude: 13.405, country: 'DE' })).resolves.toBe(
      'Europe/Berlin',
    )
    await expect(partnerTimeZone({ latitude: 40.7128, longitude: -74.006, country: 'US' })).resolves.toBe(
      'America/New_York',
    )
  })

  test("takes a country's only zone without loading the zone map", async () => {
    await expect(partnerTimeZone({ latitude: 25.033, longitude: 121.5654, country: 'TW' })).resolves.toBe(
      'Asia/Taipei',
    )
    await expect(partnerTimeZone({ latitude: 52.37, longitude: 4.89, country: ' nl ' })).resolves.toBe(
      'Europe/Amsterdam',
    )
    expect(tzLookup).not.toHaveBeenCalled()
  })

  test.each([
    { country: 'IN', latitude: 19.076, longitude: 72.8777, zone: 'Asia/Kolkata' },
    { country: 'VN', latitude: 10.8231, longitude: 106.6297, zone: 'Asia/Ho_Chi_Minh' },
    { country: 'NP', latitude: 27.7172, longitude: 85.324, zone: 'Asia/Kathmandu' },
    { country: 'MM', latitude: 16.8409, longitude: 96.1735, zone: 'Asia/Yangon' },
  ])('names the only zone of $country as tz-lookup does, not by an old ICU spelling', async (place) => {
    await expect(partnerTimeZone(place)).resolves.toBe(place.zone)
    await expect(partnerTimeZone({ country: place.country })).resolves.toBe(place.zone)
    // The same name as from the coordinates, where the browser cannot list a country's zones.
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as object, { Locale: class {} }))
    await expect(partnerTimeZone(place)).resolves.toBe(place.zone)
  })

  test("keeps a country's only zone when the coordinates slipped across a border", async () => {
    // Xiamen's coordinates on a store in Taiwan: the country, which has one zone, wins.
    await expect(partnerTimeZone({ latitude: 24.48, longitude: 118.09, country: 'TW' })).resolves.toBe(
      'Asia/Taipei',
    )
  })

  test('reads the coordinates where Intl cannot list a country’s zones', async () => {
    class LocaleWithoutZones {
      constructor(readonly tag: string) {}
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as object, { Locale: LocaleWithoutZones }))
    await expect(partnerTimeZone({ latitude: 25.033, longitude: 121.5654, country: 'TW' })).resolves.toBe(
      'Asia/Taipei',
    )
    expect(tzLookup).toHaveBeenCalledOnce()
  })

  test('prefers the coordinates over the country when the country has several zones', async () => {
    await expect(partnerTimeZone({ latitude: 49.2827, longitude: -123.1207, country: 'CA' })).resolves.toBe(
      'America/Vancouver',
    )
    await expect(partnerTimeZone({ latitude: 27.76, longitude: -15.58, country: 'ES' })).resolves.toBe(
      'Atlantic/Canary',
    )
    expect(tzLookup).toHaveBeenCalledTimes(2)
  })

  test("falls back to the country's zone without coordinates", async () => {
    await expect(partnerTimeZone({ latitude: null, longitude: null, country: 'FR' })).resolves.toBe(
      'Europe/Paris',
    )
    await expect(partnerTimeZone({ country: 'tw' })).resolves.toBe('Asia/Taipei')
  })

  test("takes the country's main zone, not the first in alphabetical order", async () => {
    await expect(partnerTimeZone({ country: 'US' })).resolves.toBe('America/New_York')
    await expect(partnerTimeZone({ country: 'ES' })).resolves.toBe('Europe/Madrid')
    await expect(partnerTimeZone({ country: 'DE' })).resolves.toBe('Europe/Berlin')
  })

  test('ignores garbage coordinates and uses the country instead', async () => {
    for (const [latitude, longitude] of [
      [Number.NaN, 13.4],
      [95, 13.4],
      [52.5, 181],
      [Number.POSITIVE_INFINITY, 0],
      [0, 0],
    ] as const) {
      await expect(partnerTimeZone({ latitude, longitude, country: 'DE' })).resolves.toBe('Europe/Berlin')
    }
  })

  test('uses the country when the coordinates fall in open sea', async () => {
    await expect(partnerTimeZone({ latitude: 45, longitude: -30, country: 'FR' })).resolves.toBe(
      'Europe/Paris',
    )
  })

  test('gives undefined when neither coordinates nor country name a zone', async () => {
    await expect(
      partnerTimeZone({ latitude: Number.NaN, longitude: 500, country: 'XX' }),
    ).resolves.toBeUndefined()
    await expect(partnerTimeZone({ country: 'France' })).resolves.toBeUndefined()
    await expect(partnerTimeZone({})).resolves.toBeUndefined()
  })
})

describe('isUsableTimeZone', () => {
  test('accepts zones Intl knows and refuses others', () => {
    expect(isUsableTimeZone('Asia/Taipei')).toBe(true)
    expect(isUsableTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isUsableTimeZone('')).toBe(false)
    expect(isUsableTimeZone(undefined)).toBe(false)
  })
})
