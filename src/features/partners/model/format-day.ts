const formats = new Map<string, Intl.DateTimeFormat>()

// A yyyy-MM-dd names a calendar day, not an instant: read and written in UTC, so the viewer's
// time zone never moves it to the day before.
function formatter(language: string): Intl.DateTimeFormat {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
    formats.set(language, format)
  }
  return format
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`)

/** "Tue, Dec 22, 2026", "2026年12月22日週二"; a value that is not a date is shown as it is. */
export function formatDay(day: string, language: string): string {
  const date = toDate(day)
  return Number.isNaN(date.getTime()) ? day : formatter(language).format(date)
}

/** "Tue, Dec 22 – Thu, Dec 24, 2026": the language's own range form, sharing what both ends share. */
export function formatDayRange(start: string, end: string, language: string): string {
  const from = toDate(start)
  const to = toDate(end)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`
  return formatter(language).formatRange(from, to)
}
