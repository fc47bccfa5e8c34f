import type { Weekday } from '@/entities/opening-hour'

/** A wall clock somewhere: its calendar day (yyyy-MM-dd), minutes after midnight and weekday. */
export type LocalNow = { date: string; minutes: number; weekday: Weekday }

// en-US short weekday names are fixed ICU data; 'thr' is the data's Thursday (spec §3).
const WEEKDAY_CODES: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thr',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    // h23, not hour12: false, which some engines render as 24:05 just after midnight.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The wall clock in `timeZone` at `instant`. Throws a RangeError for an unknown zone. */
export function localNow(instant: Date, timeZone: string): LocalNow {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const hour = Number(parts.hour) % 24
  const weekday = WEEKDAY_CODES[parts.weekday ?? '']
  if (!weekday) throw new RangeError(`Unexpected weekday '${parts.weekday}' in ${timeZone}`)
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + Number(parts.minute),
    weekday,
  }
}

/** Whether the two zones show a different date or time of day at `instant`. */
export function offsetDiffers(instant: Date, timeZoneA: string, timeZoneB: string): boolean {
  const a = localNow(instant, timeZoneA)
  const b = localNow(instant, timeZoneB)
  return a.date !== b.date || a.minutes !== b.minutes
}
