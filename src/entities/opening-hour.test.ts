import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { OpeningHourSchema, OpeningTimeSchema, WEEKDAYS } from './opening-hour'

const pad = (value: number) => String(value).padStart(2, '0')

/** Every valid time: hour 0-23 with one or two digits, minutes 00-59. */
const validTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
  .map(([hour, minute, padHour]) => `${padHour ? pad(hour) : hour}:${pad(minute)}`)

/** Times that break exactly one part of the rule. */
const invalidTime = fc.oneof(
  fc
    .tuple(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${pad(m)}`),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 })).map(([h, m]) => `${h}:${m}`),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 9 })).map(([h, m]) => `${h}:${m}`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${pad(h)}${pad(m)}`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => ` ${h}:${pad(m)}`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `0${pad(h)}:${pad(m)}`),
  fc.string().filter((value) => value !== '' && !/^\d{1,2}:\d{2}$/.test(value)),
)

describe('OpeningTimeSchema', () => {
  test.each(['', '7:05', '07:05', '0:00', '00:00', '9:30', '23:59', '12:00'])('accepts %j', (time) => {
    expect(OpeningTimeSchema.safeParse(time).success).toBe(true)
  })

  test.each([
    '24:00',
    '7:5',
    '07:60',
    '7',
    '07:5',
    '1230',
    '12:00:00',
    ' 7:05',
    '7:05 ',
    'ab:cd',
    '-1:00',
    '007:00',
  ])('refuses %j', (time) => {
    expect(OpeningTimeSchema.safeParse(time).success).toBe(false)
  })

  test('accepts every HH:MM and H:MM time of the day', () => {
    fc.assert(fc.property(validTime, (time) => OpeningTimeSchema.safeParse(time).success))
  })

  test('refuses every time outside the rule', () => {
    fc.assert(fc.property(invalidTime, (time) => !OpeningTimeSchema.safeParse(time).success))
  })
})

describe('OpeningHourSchema', () => {
  const base = { id: 1, gsc: 'TW0001', weekday: 'thr', morningFrom: '9:00', morningTo: '12:00' }

  test('hands out axOpeningHourRecId when the development data says axOpeningHourId', () => {
    const parsed = OpeningHourSchema.parse({ ...base, axOpeningHourId: '5637150001' })
    expect(parsed.axOpeningHourRecId).toBe('5637150001')
    expect(parsed).not.toHaveProperty('axOpeningHourId')
  })

  test('keeps the spec spelling when both spellings arrive', () => {
    const parsed = OpeningHourSchema.parse({ ...base, axOpeningHourId: 'dev', axOpeningHourRecId: 'spec' })
    expect(parsed.axOpeningHourRecId).toBe('spec')
    expect(parsed).not.toHaveProperty('axOpeningHourId')
  })

  test('renames for any record id and any other fields', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat()), validTime, (recId, time) => {
        const parsed = OpeningHourSchema.parse({ ...base, morningFrom: time, axOpeningHourId: recId })
        return parsed.axOpeningHourRecId === String(recId) && !('axOpeningHourId' in parsed)
      }),
    )
  })

  test('accepts every weekday of the spec, including thr', () => {
    for (const weekday of WEEKDAYS)
      expect(OpeningHourSchema.safeParse({ ...base, weekday }).success).toBe(true)
    expect(OpeningHourSchema.safeParse({ ...base, weekday: 'thu' }).success).toBe(false)
  })

  test('refuses a record with an invalid time', () => {
    expect(OpeningHourSchema.safeParse({ ...base, eveningTo: '24:00' }).success).toBe(false)
  })

  test('treats null and absent spans as not set', () => {
    const parsed = OpeningHourSchema.parse({ id: 2, eveningFrom: null })
    expect(parsed.eveningFrom).toBeNull()
    expect(parsed.eveningTo).toBeUndefined()
  })
})
