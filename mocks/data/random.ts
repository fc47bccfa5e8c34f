import type { Faker } from '@faker-js/faker'
// The English locale's own entry: the package's main one loads all of its 70 locales, which every
// test file that sets up the mock world paid for (277 against 49 ms to import, in Node).
import { faker as englishFaker } from '@faker-js/faker/locale/en'

import type { Area, Place } from './places'

/** Development mock datasets hold 103 records each. */
export const MOCK_RECORD_COUNT = 103

/** "Today" of the mock world, so closing dates and timestamps are the same on every run. */
export const MOCK_REFERENCE_DATE = new Date('2026-11-20T09:00:00.000Z')

const MOCK_SEED = 20261120

/**
 * The mock world's faker (English, never the package's shared global one), seeded and with a
 * fixed "now": each call starts the same sequence again, so one world is built at a time.
 */
export function seededRandom(): Faker {
  const random = englishFaker
  random.seed(MOCK_SEED)
  random.setDefaultRefDate(MOCK_REFERENCE_DATE)
  return random
}

export type Random = Faker

/**
 * The few draws the street, postcode, phone and coordinate helpers make: faker has them, and so
 * does the light generator that grows the world past 103 partners (id-random.ts), which must not
 * consume faker's sequence or pay its cost per record.
 */
export interface Draws {
  helpers: {
    arrayElement<T>(items: readonly T[]): T
    replaceSymbols(pattern: string): string
  }
  number: {
    int(range: { min: number; max: number }): number
    float(range: { min: number; max: number; fractionDigits: number }): number
  }
}

const DAY_MS = 86_400_000

/** yyyy-MM-dd of the reference date moved by whole days. */
export function dayFromReference(days: number): string {
  return new Date(MOCK_REFERENCE_DATE.getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** An ISO timestamp between two dates, to the second. */
export function timestampBetween(random: Random, from: Date | string, to: Date | string): string {
  const date = random.date.between({ from, to })
  date.setUTCMilliseconds(0)
  return date.toISOString()
}

/** A modifiedAt after `since` and before the reference date. */
export function modifiedSince(random: Random, since: string = '2024-01-01T00:00:00.000Z'): string {
  return timestampBetween(random, since, MOCK_REFERENCE_DATE)
}

export function streetLine(random: Draws, place: Place): string {
  const street = random.helpers.arrayElement(place.streets)
  const number = random.number.int({ min: 1, max: place.streetFormat === 'taiwan' ? 399 : 180 })
  switch (place.streetFormat) {
    case 'taiwan':
      return `${street}${number}號`
    case 'number-first':
      return `${number} ${street}`
    case 'number-comma':
      return `${street}, ${number}`
    case 'number-last':
      return `${street} ${number}`
  }
}

export function zipcodeFor(random: Draws, place: Place, area: Area): string {
  return area.zipcode ?? random.helpers.replaceSymbols(place.zipcode)
}

/** A point near the city centre (within about 3 km), rounded like a geocoder would. */
export function coordinatesNear(random: Draws, place: Place): { latitude: number; longitude: number } {
  const jitter = () => random.number.float({ min: -0.03, max: 0.03, fractionDigits: 4 })
  return {
    latitude: Number((place.latitude + jitter()).toFixed(6)),
    longitude: Number((place.longitude + jitter()).toFixed(6)),
  }
}

/** Lower-case ASCII slug for e-mail addresses and URLs ("Vélo Lyon" -> "velo-lyon"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const TW_SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊']
const TW_GIVEN_NAMES = ['志明', '淑芬', '家豪', '怡君', '俊傑', '雅婷', '冠宇', '佩珊', '建宏', '美玲']

/** A contact person's name, written the local way. */
export function personName(random: Random, country: string): string {
  if (country === 'TW')
    return random.helpers.arrayElement(TW_SURNAMES) + random.helpers.arrayElement(TW_GIVEN_NAMES)
  return `${random.person.firstName()} ${random.person.lastName()}`
}

/** n distinct picks in a seeded order. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  return random.helpers.shuffle([...items])
}
