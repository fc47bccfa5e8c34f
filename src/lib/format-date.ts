import { dateTimeFormat } from './intl/cached-formatters'

function format(value: string | null | undefined, language: string, options: Intl.DateTimeFormatOptions) {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return dateTimeFormat(language, options).format(date)
}

/**
 * A record's timestamp for people, in the page's language: "Nov 20, 2026, 3:04 PM",
 * "2026年11月20日 下午3:04". A value that is not a date is shown as it is; none gives ''.
 */
export function formatDateTime(value: string | null | undefined, language: string): string {
  return format(value, language, { dateStyle: 'medium', timeStyle: 'short' })
}

/** The day alone, for lists: "Nov 20, 2026", "2026年11月20日". */
export function formatDate(value: string | null | undefined, language: string): string {
  return format(value, language, { dateStyle: 'medium' })
}

const pad = (value: number) => String(value).padStart(2, '0')

/** yyyy-MM-dd of a day in local time: file names and spreadsheets read it in every locale. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** yyyy-MM-dd HH:mm in local time, the date-time spreadsheets parse everywhere; '' for none. */
export function isoLocalDateTime(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return `${isoDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
