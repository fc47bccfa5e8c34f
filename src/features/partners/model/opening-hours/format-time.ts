import type { Weekday } from '@/entities/opening-hour'
import { dateTimeFormat } from '@/lib/intl/cached-formatters'

import { referenceDay } from './calendar'
import { MINUTES_PER_DAY, type Range } from './week'

/**
 * Times in 24-hour form through Intl (hourCycle h23): the data is 24-hour,
 * zh-TW readers expect 24-hour times (a 12-hour zh-TW time reads 上午9:00), and three columns of
 * same-width times scan better than "9:00 AM". Intl still supplies the language's own digits and
 * separator for any language added later. en and zh-TW print 09:00.
 */
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } as const
const WEEKDAY = { weekday: 'long', timeZone: 'UTC' } as const

/** Minutes after midnight as a time of day; exactly 1440 is the end of the day, 24:00. */
export function formatTime(minutes: number, language: string): string {
  const endOfDay = minutes === MINUTES_PER_DAY
  const ofDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  const parts = dateTimeFormat(language, TIME).formatToParts(new Date(ofDay * 60_000))
  return parts.map((part) => (endOfDay && part.type === 'hour' ? '24' : part.value)).join('')
}

/** "09:00–12:00"; `nextDay` when the range ends after midnight (a range to 24:00 does not). */
export function formatRange(range: Range, language: string): { text: string; nextDay: boolean } {
  return {
    text: `${formatTime(range.from, language)}–${formatTime(range.to, language)}`,
    nextDay: range.to > MINUTES_PER_DAY,
  }
}

/** "Monday", "星期一": the weekday's name in the page's language. */
export function weekdayName(weekday: Weekday, language: string): string {
  return dateTimeFormat(language, WEEKDAY).format(referenceDay(weekday))
}
