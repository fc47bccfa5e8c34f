import type { Blocked, StoreConfig } from '@/entities/store-config'
import { isEmailAddress } from '@/lib/safe-href'

import { draftEdits } from '../draft-edits'

import {
  CONTACT_SLOTS,
  contactEmailsValue,
  type ContactEmailsDraft,
  type ContactSlot,
} from './contact-emails-shape'
import { yesNoText } from './yes-no-text'

/**
 * Every yes/no setting of the store config. store-settings-rules.test.ts
 * checks this against the schema, so a flag added there fails the tests until it is listed.
 */
export const STORE_FLAGS = [
  'shopActive',
  'storeFinderActive',
  'registrationActive',
  'enabledOnConsumerSite',
  'hideOnConsumerSite',
  'retailDirectToConsumer',
  'shopLocalStockOnly',
  'webLinkEnable',
  'dealerInventory',
  'sendDeliveryNotification',
  'disableDirectToShip',
  'printPreLabel',
  'GRAActive',
  'enableBikeReturn',
  'enableGearReturn',
  'momentumOnly',
] as const satisfies readonly (keyof StoreConfig)[]
export type StoreFlag = (typeof STORE_FLAGS)[number]

/**
 * These emailMarketing… settings come without a stated type; the service sends addresses, so they
 * are edited as addresses. The issue lists them with the yes/no settings: when one holds yes/no
 * text ("true", "N"), it is a checkbox writing back that text (yes-no-text.ts).
 */
export const EMAIL_SETTINGS = [
  'emailMarketing',
  'emailShipment',
  'emailReporting',
  'emailPublicContact',
] as const
export type EmailSetting = (typeof EMAIL_SETTINGS)[number]

export const BLOCKED_LEVELS = ['no', 'invoice', 'all'] as const satisfies readonly Blocked[]

/** The form as typed. An e-mail setting is a boolean when it holds yes/no text. */
export type StoreSettingsDraft = Record<StoreFlag, boolean> &
  Record<EmailSetting, string | boolean> &
  Record<ContactSlot, string> & {
    blocked: Blocked | ''
    consumerOrderContactName: string
    radius: string
  }

export type StoreSettingsProblem = {
  field: EmailSetting | ContactSlot | 'radius'
  kind: 'notEmail' | 'notNumber' | 'negative'
}

/** The settings that hold addresses, as the form holds them: the part of the draft the address rule reads. */
export type AddressDraft = Record<EmailSetting, string | boolean> & ContactEmailsDraft

/** The fields of a config that hold addresses. */
export type AddressFields = Pick<StoreConfig, EmailSetting | 'consumerOrderContactEmails'>

/** A config's address settings as the form holds them (e-mail settings with yes/no text as checkboxes). */
export function addressDraftOf(config: AddressFields): AddressDraft {
  const draft = {} as AddressDraft
  for (const key of EMAIL_SETTINGS) draft[key] = yesNoText(config[key])?.checked ?? config[key] ?? ''
  const emails = config.consumerOrderContactEmails
  for (const slot of CONTACT_SLOTS) draft[slot] = emails?.[slot] ?? ''
  return draft
}

export function storeSettingsDraftOf(config: StoreConfig): StoreSettingsDraft {
  const flags = {} as Record<StoreFlag, boolean>
  for (const flag of STORE_FLAGS) flags[flag] = config[flag] === true
  return {
    ...flags,
    ...addressDraftOf(config),
    blocked: config.blocked ?? '',
    consumerOrderContactName: config.consumerOrderContactName ?? '',
    radius: config.radius == null ? '' : String(config.radius),
  }
}

/** The radius typed: null when empty, a number, or why it is none. */
export function radiusValue(text: string): number | null | 'notNumber' | 'negative' {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return 'notNumber'
  const value = Number(trimmed)
  return value < 0 ? 'negative' : value
}

/** Typed text that is not an e-mail address (empty is none, which is fine). */
export const notAnAddress = (text: string) => text.trim() !== '' && !isEmailAddress(text)

/**
 * The address settings holding text that is not an address (empty is none, which is fine; an
 * e-mail setting holding yes/no text is a checkbox, not an address).
 */
export function addressProblems(draft: AddressDraft): (EmailSetting | ContactSlot)[] {
  const fields: (EmailSetting | ContactSlot)[] = []
  for (const field of [...EMAIL_SETTINGS, ...CONTACT_SLOTS]) {
    const value = draft[field]
    if (typeof value === 'string' && notAnAddress(value)) fields.push(field)
  }
  return fields
}

/** addresses valid or empty; the radius a number of at least 0, or empty. */
export function storeSettingsProblems(draft: StoreSettingsDraft): StoreSettingsProblem[] {
  const problems: StoreSettingsProblem[] = addressProblems(draft).map((field) => ({
    field,
    kind: 'notEmail',
  }))
  const radius = radiusValue(draft.radius)
  if (typeof radius === 'string') problems.push({ field: 'radius', kind: radius })
  return problems
}

/**
 * The changed settings as the record stores them (spec names; writeBack puts them under the
 * spelling that came). `sent` is the record as the service sent it, for the value shapes to keep.
 */
export function storeSettingsEdits(
  opened: StoreSettingsDraft,
  draft: StoreSettingsDraft,
  sent: Readonly<Record<string, unknown>>,
): Partial<StoreConfig> {
  const changed = draftEdits(opened, draft, (field, value) => {
    if (typeof value === 'boolean' && (EMAIL_SETTINGS as readonly string[]).includes(field)) {
      const spelling = yesNoText(sent[field])
      return spelling && (value ? spelling.yes : spelling.no)
    }
    if (field === 'radius') return radiusValue(value as string)
    if (field === 'blocked') return value || null
    return typeof value === 'string' ? value.trim() || null : value
  })
  const { main: _main, backup1: _backup1, backup2: _backup2, ...edits } = changed
  if (CONTACT_SLOTS.some((slot) => slot in changed))
    edits.consumerOrderContactEmails = contactEmailsValue(sent.consumerOrderContactEmails, draft)
  return edits as Partial<StoreConfig>
}
