import type { ClosingDate } from '@/entities/closing-date'
import type { OpeningHour, Weekday } from '@/entities/opening-hour'

type Time = string | null
type Spans = Partial<Record<'morning' | 'afternoon' | 'evening', readonly [Time, Time]>>

let nextId = 1

/** An opening-hour row as the data service sends it, with only the spans given filled. */
export function row(weekday: Weekday | null, spans: Spans = {}): OpeningHour {
  return {
    id: nextId++,
    gsc: 'TW01',
    weekday,
    morningFrom: spans.morning?.[0] ?? '',
    morningTo: spans.morning?.[1] ?? '',
    afternoonFrom: spans.afternoon?.[0] ?? '',
    afternoonTo: spans.afternoon?.[1] ?? '',
    eveningFrom: spans.evening?.[0] ?? '',
    eveningTo: spans.evening?.[1] ?? '',
    description: null,
  }
}

/** The same spans on each of the given weekdays. */
export function rows(weekdays: readonly Weekday[], spans: Spans): OpeningHour[] {
  return weekdays.map((weekday) => row(weekday, spans))
}

export function closing(fields: Partial<Pick<ClosingDate, 'day' | 'from' | 'to' | 'reason'>>): ClosingDate {
  return { id: nextId++, bpId: 1, day: null, from: null, to: null, reason: null, ...fields }
}
