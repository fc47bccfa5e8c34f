import type { Blocked } from '@/entities/store-config'

import { CONTACT_SLOTS, type ContactSlot } from '../../model/store-settings/contact-emails-shape'
import {
  EMAIL_SETTINGS,
  notAnAddress,
  type EmailSetting,
  type StoreFlag,
} from '../../model/store-settings/store-settings-rules'
import type { StoreSettingsChanges } from '../run/changes/store-settings-change'

/** The settings typed as text: the e-mail settings, the consumer-order contact and its addresses. */
export const TEXT_SETTINGS = [...EMAIL_SETTINGS, 'consumerOrderContactName', ...CONTACT_SLOTS] as const
type TextSetting = (typeof TEXT_SETTINGS)[number]

/**
 * The bulk store-settings form as chosen. Every setting starts "leave as it is": a flag or the
 * blocking left out, a text left empty. Only what is chosen is written, to every partner.
 */
export type BulkStoreSettingsDraft = {
  flags: Partial<Record<StoreFlag, boolean>>
  blocked?: Blocked
  texts: Record<TextSetting, string>
}

export type BulkStoreSettingsProblem =
  | { field: EmailSetting | ContactSlot; kind: 'notEmail' }
  /** Every setting is left as it is: nothing to change. */
  | { field: 'all'; kind: 'nothingChosen' }

export function bulkStoreSettingsDraft(): BulkStoreSettingsDraft {
  return {
    flags: {},
    texts: Object.fromEntries(TEXT_SETTINGS.map((field) => [field, ''])) as Record<TextSetting, string>,
  }
}

/**
 * The settings to write to every partner, as the one-partner form types them (the change turns
 * them into each record's edits, under the spelling its record came with). A text left empty is
 * left out: that partner keeps its own address or name.
 */
export function bulkStoreSettingsChanges(draft: BulkStoreSettingsDraft): StoreSettingsChanges {
  const changes: StoreSettingsChanges = { ...draft.flags }
  if (draft.blocked) changes.blocked = draft.blocked
  for (const field of TEXT_SETTINGS) {
    const value = draft.texts[field].trim()
    if (value) changes[field] = value
  }
  return changes
}

/** Addresses as the one-partner form checks them; and at least one setting chosen. */
export function bulkStoreSettingsProblems(draft: BulkStoreSettingsDraft): BulkStoreSettingsProblem[] {
  const problems: BulkStoreSettingsProblem[] = [...EMAIL_SETTINGS, ...CONTACT_SLOTS]
    .filter((field) => notAnAddress(draft.texts[field]))
    .map((field) => ({ field, kind: 'notEmail' }))
  if (Object.keys(bulkStoreSettingsChanges(draft)).length === 0)
    problems.push({ field: 'all', kind: 'nothingChosen' })
  return problems
}
