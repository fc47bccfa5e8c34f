import { describe, expect, test } from 'vitest'

import { dateTimeFormat, displayNames, numberFormat } from './cached-formatters'

describe('cached Intl formatters', () => {
  test('hands out the same formatter for the same language and options', () => {
    expect(dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }),
    )
    expect(numberFormat('zh-TW')).toBe(numberFormat('zh-TW'))
    expect(displayNames('en', { type: 'region' })).toBe(displayNames('en', { type: 'region' }))
  })

  test('builds a new one when the language or an option differs', () => {
    const monday = new Date(Date.UTC(2024, 0, 1))
    expect(dateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(monday)).toBe('Monday')
    expect(dateTimeFormat('zh-TW', { weekday: 'long', timeZone: 'UTC' }).format(monday)).toBe('星期一')
    expect(dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(monday)).toBe('Mon')
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%')
    expect(numberFormat('en').format(0.5)).toBe('0.5')
  })

  test('keeps formatters of different kinds apart under the same options', () => {
    expect(dateTimeFormat('en')).toBeInstanceOf(Intl.DateTimeFormat)
    expect(numberFormat('en')).toBeInstanceOf(Intl.NumberFormat)
    expect(displayNames('en', { type: 'region' })).toBeInstanceOf(Intl.DisplayNames)
  })
})
