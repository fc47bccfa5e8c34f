/**
 * A record id written in a URL: a positive safe integer in plain digits, or undefined for
 * anything else ('abc', '1e3', '-1', '', '0x10', '99999999999999999').
 */
export function parseId(raw: string | null | undefined): number | undefined {
  const trimmed = raw?.trim()
  if (!trimmed || !/^\d{1,16}$/.test(trimmed)) return undefined
  const id = Number(trimmed)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The id of a detail address (`?id=42`, docs/decisions/001). */
export function parseIdParam(search: string): number | undefined {
  return parseId(new URLSearchParams(search).get('id'))
}
