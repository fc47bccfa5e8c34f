import { describe, expect, test } from 'vitest'

import { formatDay, formatDayRange } from './format-day'

describe('formatDay', () => {
  test('names a calendar day with its weekday and year', () => {
    expect(formatDay('2026-12-22', 'en')).toBe('Tue, Dec 22, 2026')
    expect(formatDay('2026-12-22', 'zh-TW')).toMatch(/2026年12月22日.*週二/)
  })

  test('leaves the year out when asked', () => {
    expect(formatDay('2026-11-30', 'en', { year: false })).toBe('Mon, Nov 30')
    expect(formatDay('2026-11-30', 'zh-TW', { year: false })).toMatch(/^11月30日.*週一$/)
  })

  test('never moves the day, whatever the time zone, and shows a non-date as it is', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('Thu, Jan 1, 2026')
    expect(formatDay('soon', 'en')).toBe('soon')
  })
})

describe('formatDayRange', () => {
  test('shares what both ends share', () => {
    // Intl puts thin spaces around the dash.
    expect(formatDayRange('2026-12-22', '2026-12-24', 'en')).toMatch(/^Tue, Dec 22\s–\sThu, Dec 24, 2026$/)
    expect(formatDayRange('2026-12-22', 'later', 'en')).toBe('2026-12-22 – later')
  })
})
