/**
 * The record id of a detail address (`?id=42`): a positive safe integer written in plain
 * digits, or undefined for anything else (`?id=abc`, `?id=1e3`, `?id=-1`, a missing id).
 */
export function parseIdParam(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id')?.trim()
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
