import { describe, expect, test } from 'vitest'

import { localNow, offsetDiffers, partnerTime } from './local-now'

const instant = (iso: string) => new Date(iso)

describe('localNow', () => {
  test('reads the wall clock in Asia/Taipei (UTC+8, no DST)', () => {
    expect(localNow(instant('2026-11-20T01:30:00Z'), 'Asia/Taipei')).toEqual({
      date: '2026-11-20',
      minutes: 9 * 60 + 30,
      weekday: 'fri',
    })
  })

  test('reads midnight as minute 0, not 24:00', () => {
    expect(localNow(instant('2026-11-19T16:00:00Z'), 'Asia/Taipei')).toEqual({
      date: '2026-11-20',
      minutes: 0,
      weekday: 'fri',
    })
  })

  test('follows Europe/Berlin into summer time: 01:59 CET is followed by 03:00 CEST', () => {
    expect(localNow(instant('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      minutes: 1 * 60 + 59,
      weekday: 'sun',
    })
    expect(localNow(instant('2026-03-29T01:00:00Z'), 'Europe/Berlin').minutes).toBe(3 * 60)
  })

  test('follows Europe/Berlin back to winter time: 02:30 comes twice', () => {
    expect(localNow(instant('2026-10-25T00:30:00Z'), 'Europe/Berlin').minutes).toBe(2 * 60 + 30)
    expect(localNow(instant('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-10-25',
      minutes: 2 * 60 + 30,
      weekday: 'sun',
    })
  })

  test("gives America/Vancouver's previous day, a Thursday, as 'thr'", () => {
    expect(localNow(instant('2026-11-20T02:00:00Z'), 'America/Vancouver')).toEqual({
      date: '2026-11-19',
      minutes: 18 * 60,
      weekday: 'thr',
    })
  })

  test('refuses an unknown zone', () => {
    expect(() => localNow(instant('2026-11-20T02:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError)
  })
})

describe('offsetDiffers', () => {
  test('is false for zones that show the same wall clock', () => {
    expect(offsetDiffers(instant('2026-11-20T02:00:00Z'), 'Asia/Taipei', 'Asia/Shanghai')).toBe(false)
    expect(offsetDiffers(instant('2026-11-20T02:00:00Z'), 'Europe/Berlin', 'Europe/Paris')).toBe(false)
  })

  test('is true for zones that show another time', () => {
    expect(offsetDiffers(instant('2026-11-20T02:00:00Z'), 'Asia/Taipei', 'Europe/Berlin')).toBe(true)
  })

  test('depends on the instant: Vancouver shows Phoenix time only while on summer time', () => {
    expect(offsetDiffers(instant('2026-07-01T12:00:00Z'), 'Europe/London', 'Europe/Lisbon')).toBe(false)
    expect(offsetDiffers(instant('2026-07-01T12:00:00Z'), 'Europe/Berlin', 'Europe/London')).toBe(true)
    // On 2026-03-15 Vancouver is already on PDT (UTC-7) while Phoenix stays on MST (UTC-7).
    expect(offsetDiffers(instant('2026-03-15T20:00:00Z'), 'America/Vancouver', 'America/Phoenix')).toBe(false)
    expect(offsetDiffers(instant('2026-01-15T20:00:00Z'), 'America/Vancouver', 'America/Phoenix')).toBe(true)
  })
})

describe('partnerTime', () => {
  const now = instant('2026-11-20T02:00:00Z')

  test("reads the partner's zone once known, and names it only when the viewer's clock differs", () => {
    expect(partnerTime(now, 'Asia/Taipei', 'Europe/Berlin')).toEqual({
      now,
      local: { date: '2026-11-20', minutes: 600, weekday: 'fri' },
      otherZone: 'Asia/Taipei',
    })
    expect(partnerTime(now, 'Asia/Taipei', 'Asia/Shanghai').otherZone).toBeUndefined()
  })

  test("falls back to the viewer's zone, then to UTC, never to the machine's", () => {
    expect(partnerTime(now, undefined, 'America/Vancouver').local.date).toBe('2026-11-19')
    expect(partnerTime(now).local).toEqual({ date: '2026-11-20', minutes: 120, weekday: 'fri' })
    expect(partnerTime(now, undefined, 'America/Vancouver').otherZone).toBeUndefined()
  })
})
