import { dateTimeFormat } from '@/lib/intl/cached-formatters'

/*
 * A yyyy-MM-dd names a calendar day, not an instant: read and written in UTC, so the viewer's
 * time zone never moves it to the day before.
 */
const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const
const DAY_AND_YEAR = { ...DAY, year: 'numeric' } as const

type DayOptions = {
  /**
   * The closing-dates list names the year (it holds past and future closures); the "open now"
   * line speaks of the coming days and leaves it out.
   */
  year?: boolean
}

const formatOf = (language: string, { year = true }: DayOptions) =>
  dateTimeFormat(language, year ? DAY_AND_YEAR : DAY)

const toDate = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * "Tue, Dec 22, 2026", "2026年12月22日 週二" (or without the year); a value that is not a date
 * is shown as it is.
 */
export function formatDay(day: string, language: string, options: DayOptions = {}): string {
  const date = toDate(day)
  return Number.isNaN(date.getTime()) ? day : formatOf(language, options).format(date)
}

/** "Tue, Dec 22 – Thu, Dec 24, 2026": the language's own range form, sharing what both ends share. */
export function formatDayRange(start: string, end: string, language: string): string {
  const from = toDate(start)
  const to = toDate(end)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`
  return formatOf(language, {}).formatRange(from, to)
}
