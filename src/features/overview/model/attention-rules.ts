import type { BusinessPartner, PartnerStatus } from '@/entities/business-partner'
import type { ClosingDate } from '@/entities/closing-date'
import type { OpeningHour } from '@/entities/opening-hour'
import type { OpeningHourTemplate } from '@/entities/opening-hour-template'
import type { StoreConfig } from '@/entities/store-config'
import { isEmailAddress } from '@/lib/safe-href'

// The edit form's own rule for what a settings e-mail must be (yes/no text in an e-mail field is
// a setting, not a bad address): the overview flags exactly what the form would refuse.
import {
  addressDraftOf,
  addressProblems,
  type AddressFields,
  type StoreSettingsProblem,
} from '@/features/partners/model/store-settings/store-settings-rules'
import { rowHasHours, type HourRow } from '@/features/partners/model/opening-hours/week'
import { validPosition } from '@/features/partners/model/place'
import { PARENT_TYPE } from '@/features/partners/model/relations'

/**
 * What makes a record need attention (each a rule on one record, so it can be tested alone and
 * counted in slices): the overview lists the partners these rules find.
 */
export const ATTENTION_KINDS = [
  'noLocation',
  'noHours',
  'badEmail',
  'backwardsClosure',
  'blockedWhileActive',
  'parentProblem',
] as const
export type AttentionKind = (typeof ATTENTION_KINDS)[number]

/** No usable latitude and longitude: the store finder cannot place the partner (model/place). */
export function hasNoLocation(partner: Pick<BusinessPartner, 'latitude' | 'longitude'>): boolean {
  return validPosition(partner) === undefined
}

/** Where an address that is not one sits: the partner's own, or a field of its store settings. */
type EmailField = 'email' | Exclude<StoreSettingsProblem['field'], 'radius'>

export type BadEmail = { field: EmailField; value: string }

/** The partner's own e-mail when it is not an address (it is required: blank is not one either). */
export function partnerEmailProblem(partner: Pick<BusinessPartner, 'email'>): BadEmail | undefined {
  return isEmailAddress(partner.email) ? undefined : { field: 'email', value: partner.email ?? '' }
}

/** The store-settings e-mails the settings form would refuse, with what they hold. */
export function settingsEmailProblems(config: AddressFields): BadEmail[] {
  const draft = addressDraftOf(config)
  return addressProblems(draft).map((field) => ({ field, value: String(draft[field]) }))
}

/** A dated closure that ends before it starts (a typing slip the closing-dates list reads swapped). */
export function isBackwards(record: ClosingDate): boolean {
  return Boolean(record.from && record.to && record.to < record.from)
}

/** Blocked for everything, yet the shop is on: customers see a shop that can take no order. */
export function isBlockedWhileActive(config: Pick<StoreConfig, 'blocked' | 'shopActive'>): boolean {
  return config.blocked === 'all' && config.shopActive === true
}

export type ParentProblem = 'missing' | 'inactive'

/**
 * A dealer or store (the types that have a parent, model/relations) whose parent is not on
 * record, or no longer trading. Distributors have none to miss. `partners`: every partner read,
 * by id (only its status is asked).
 */
export function parentProblem(
  partner: Pick<BusinessPartner, 'bpType' | 'parentId'>,
  partners: ReadonlyMap<number, { status?: PartnerStatus | null }>,
): ParentProblem | undefined {
  if (!partner.bpType || !PARENT_TYPE[partner.bpType]) return undefined
  const parent = partner.parentId == null ? undefined : partners.get(partner.parentId)
  if (!parent) return 'missing'
  return parent.status === 'inactive' ? 'inactive' : undefined
}

/**
 * Every partner's week, found the way a partner's page finds it through the service
 * (api/related-records, openingHours): template -> its opening hour -> every row sharing that
 * row's axOpeningHourTemplateRecId; a link pointing at nothing means no hours. Only what that
 * takes is kept of the records, as they are read: for a week, whether any of its rows has an
 * opening time (so does the merged week the partner's page shows, model/opening-hours/week).
 */
export type HoursIndex = {
  /** Each template's opening-hour row (null: it names none). */
  templates: Map<number, number | null>
  /** Each row: its week's key, or, for a row that is its own week, whether it has hours. */
  rows: Map<number, string | boolean>
  /** The weeks with an opening time on some day. */
  weeksWithHours: Set<string>
}

export function emptyHoursIndex(): HoursIndex {
  return { templates: new Map(), rows: new Map(), weeksWithHours: new Set() }
}

export function addTemplate(
  index: Pick<HoursIndex, 'templates'>,
  template: Pick<OpeningHourTemplate, 'id' | 'openingHourId'>,
): void {
  index.templates.set(template.id, template.openingHourId ?? null)
}

export function addOpeningHour(
  index: Omit<HoursIndex, 'templates'>,
  row: HourRow & Pick<OpeningHour, 'id' | 'axOpeningHourTemplateRecId'>,
): void {
  const open = rowHasHours(row)
  if (!row.axOpeningHourTemplateRecId) {
    index.rows.set(row.id, open)
    return
  }
  const week = String(row.axOpeningHourTemplateRecId)
  index.rows.set(row.id, week)
  if (open) index.weeksWithHours.add(week)
}

/** A week with no opening time on any day: none on record, or every day closed. */
export function hasNoHours(templateId: number | null | undefined, index: HoursIndex): boolean {
  const named = templateId == null ? undefined : index.templates.get(templateId)
  const row = named == null ? undefined : index.rows.get(named)
  if (row === undefined) return true
  return typeof row === 'string' ? !index.weeksWithHours.has(row) : !row
}
