import { describe, expect, test } from 'vitest'

import { formatRange, formatTime, weekdayName } from './format-time'

describe('formatTime', () => {
  test('writes 24-hour times in both languages', () => {
    expect(formatTime(540, 'en')).toBe('09:00')
    expect(formatTime(1110, 'en')).toBe('18:30')
    expect(formatTime(1110, 'zh-TW')).toBe('18:30')
    expect(formatTime(0, 'zh-TW')).toBe('00:00')
  })

  test('writes the end of the day as 24:00 and a time past midnight as the next day’s time', () => {
    expect(formatTime(1440, 'en')).toBe('24:00')
    expect(formatTime(1560, 'en')).toBe('02:00')
  })
})

describe('formatRange', () => {
  test('joins start and end with an en dash and flags an end on the next day', () => {
    expect(formatRange({ from: 540, to: 720 }, 'en')).toEqual({ text: '09:00–12:00', nextDay: false })
    expect(formatRange({ from: 1200, to: 1560 }, 'en')).toEqual({ text: '20:00–02:00', nextDay: true })
    expect(formatRange({ from: 1200, to: 1440 }, 'en')).toEqual({ text: '20:00–24:00', nextDay: false })
  })
})

describe('weekdayName', () => {
  test("names weekdays in the page's language, Thursday included", () => {
    expect(weekdayName('mon', 'en')).toBe('Monday')
    expect(weekdayName('thr', 'en')).toBe('Thursday')
    expect(weekdayName('mon', 'zh-TW')).toBe('星期一')
    expect(weekdayName('sun', 'zh-TW')).toBe('星期日')
  })
})
