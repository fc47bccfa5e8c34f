import type { Weekday } from '@/entities/opening-hour'
import { dateTimeFormat } from '@/lib/intl/cached-formatters'

/** A wall clock somewhere: its calendar day (yyyy-MM-dd), minutes after midnight and weekday. */
export type LocalNow = { date: string; minutes: number; weekday: Weekday }

// en-US short weekday names are fixed ICU data; 'thr' is the data's Thursday.
const WEEKDAY_CODES: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thr',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
}

// h23, not hour12: false, which some engines render as 24:05 just after midnight.
const wallClock = (timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

/** The wall clock in `timeZone` at `instant`. Throws a RangeError for an unknown zone. */
export function localNow(instant: Date, timeZone: string): LocalNow {
  const parts = Object.fromEntries(
    wallClock(timeZone)
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

/** What a partner's page knows of the time: the instant, and the partner's wall clock then. */
export type PartnerTime = {
  now: Date
  local: LocalNow
  /** The partner's zone, only when the viewer's clock shows another time: worth saying so. */
  otherZone?: string
}

/**
 * The partner's wall clock at `now`: in its zone once known, in the viewer's until then, and in
 * UTC where neither is known (the server renders no clock of anyone's). One rule for every part
 * of the page: closing dates, the week's today and the "open now" line agree on the day.
 */
export function partnerTime(now: Date, zone?: string, viewerZone?: string): PartnerTime {
  const local = localNow(now, zone ?? viewerZone ?? 'UTC')
  const otherZone = zone && viewerZone && offsetDiffers(now, zone, viewerZone) ? zone : undefined
  return otherZone ? { now, local, otherZone } : { now, local }
}
