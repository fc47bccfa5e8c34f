import { describe, expect, test } from 'vitest'

import { isUsableTimeZone, partnerTimeZone } from './time-zone'

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

  test('prefers the coordinates over the country', async () => {
    await expect(partnerTimeZone({ latitude: 49.2827, longitude: -123.1207, country: 'CA' })).resolves.toBe(
      'America/Vancouver',
    )
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
