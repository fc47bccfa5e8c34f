import type { Weekday } from '@/entities/opening-hour'

import { WEEK_ORDER } from './week'

const MS_PER_DAY = 86_400_000

/** yyyy-MM-dd as UTC midnight, so day arithmetic never meets a DST change. */
function toUtc(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day)
}

/** The calendar day `days` after `date` (both yyyy-MM-dd). */
export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * MS_PER_DAY).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY)
}

/** The weekday `days` after `weekday`, in the data's codes. */
export function shiftWeekday(weekday: Weekday, days: number): Weekday {
  const index = (WEEK_ORDER.indexOf(weekday) + (days % 7) + 7) % 7
  return WEEK_ORDER[index] ?? weekday
}

/** A UTC instant on the given weekday (2024-01-01 was a Monday), for Intl weekday names. */
export function referenceDay(weekday: Weekday): Date {
  return new Date(Date.UTC(2024, 0, 1 + WEEK_ORDER.indexOf(weekday)))
}
