/** consumerOrderContactEmails: the main address and two backups, in this order. */
export const CONTACT_SLOTS = ['main', 'backup1', 'backup2'] as const
export type ContactSlot = (typeof CONTACT_SLOTS)[number]
export type ContactEmailsDraft = Record<ContactSlot, string>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An emptied slot keeps the service's way of saying "none": '' stays '', anything else is null. */
const emptyLike = (sent: unknown) => (sent === '' ? '' : null)

/**
 * The contact e-mails to write, in the shape the service sent them (nothing lost; the
 * spec gives no shape, services send either): a list stays a list [main, backup1, backup2],
 * as long as it came or up to the last address given, never with new trailing empties; a record
 * stays a record with its other keys; nothing sent becomes the spec's record.
 */
export function contactEmailsValue(sent: unknown, draft: ContactEmailsDraft): unknown {
  const values = CONTACT_SLOTS.map((slot) => draft[slot].trim())
  if (Array.isArray(sent)) {
    let length = CONTACT_SLOTS.length
    while (length > sent.length && !values[length - 1]) length -= 1
    return values.slice(0, length).map((value, index) => value || emptyLike(sent[index]))
  }
  const record: Record<string, unknown> = isRecord(sent) ? { ...sent } : {}
  CONTACT_SLOTS.forEach((slot, index) => {
    if (values[index] || slot in record || !isRecord(sent))
      record[slot] = values[index] || emptyLike(record[slot])
  })
  return record
}
