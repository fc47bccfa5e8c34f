import type { BusinessPartner } from '@/entities/business-partner'
import type { ClosingDate } from '@/entities/closing-date'
import type { OpeningHour } from '@/entities/opening-hour'
import type { OpeningHourTemplate } from '@/entities/opening-hour-template'
import type { StoreConfig } from '@/entities/store-config'
import { mailtoHref } from '@/lib/safe-href'

// The edit form's own rule for what a settings e-mail must be (yes/no text in an e-mail field is
// a setting, not a bad address): the overview flags exactly what the form would refuse.
import {
  storeSettingsDraftOf,
  storeSettingsProblems,
  type StoreSettingsProblem,
} from '@/features/partners/edit/store-settings/store-settings-rules'
import { hasHours, openingWeek } from '@/features/partners/model/opening-hours/week'
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
export function hasNoLocation(partner: BusinessPartner): boolean {
  return validPosition(partner) === undefined
}

/** Where an address that is not one sits: the partner's own, or a field of its store settings. */
type EmailField = 'email' | Exclude<StoreSettingsProblem['field'], 'radius'>

export type BadEmail = { field: EmailField; value: string }

/** The partner's own e-mail when it is not an address (it is required: blank is not one either). */
export function partnerEmailProblem(partner: BusinessPartner): BadEmail | undefined {
  return mailtoHref(partner.email) ? undefined : { field: 'email', value: partner.email ?? '' }
}

/** The store-settings e-mails the settings form would refuse, with what they hold. */
export function settingsEmailProblems(config: StoreConfig): BadEmail[] {
  const draft = storeSettingsDraftOf(config)
  return storeSettingsProblems(draft).flatMap(({ field, kind }) => {
    const value = draft[field as keyof typeof draft]
    return kind === 'notEmail' && field !== 'radius' && typeof value === 'string' ? [{ field, value }] : []
  })
}

/** A dated closure that ends before it starts (a typing slip the closing-dates list reads swapped). */
export function isBackwards(record: ClosingDate): boolean {
  return Boolean(record.from && record.to && record.to < record.from)
}

/** Blocked for everything, yet the shop is on: customers see a shop that can take no order. */
export function isBlockedWhileActive(config: StoreConfig): boolean {
  return config.blocked === 'all' && config.shopActive === true
}

export type ParentProblem = 'missing' | 'inactive'

/**
 * A dealer or store (the types that have a parent, model/relations) whose parent is not on
 * record, or no longer trading. Distributors have none to miss.
 */
export function parentProblem(
  partner: BusinessPartner,
  byId: ReadonlyMap<number, BusinessPartner>,
): ParentProblem | undefined {
  if (!partner.bpType || !PARENT_TYPE[partner.bpType]) return undefined
  const parent = partner.parentId == null ? undefined : byId.get(partner.parentId)
  if (!parent) return 'missing'
  return parent.status === 'inactive' ? 'inactive' : undefined
}

/**
 * Every partner's week, found in memory the way a partner's page finds it through the service
 * (api/related-records, openingHours): template -> its opening hour -> every row sharing that
 * row's axOpeningHourTemplateRecId; a link pointing at nothing means no hours.
 */
export type HoursIndex = {
  templates: Map<number, OpeningHourTemplate>
  rows: Map<number, OpeningHour>
  weeks: Map<string, OpeningHour[]>
}

export function emptyHoursIndex(): HoursIndex {
  return { templates: new Map(), rows: new Map(), weeks: new Map() }
}

export function addTemplate(index: HoursIndex, template: OpeningHourTemplate): void {
  index.templates.set(template.id, template)
}

export function addOpeningHour(index: HoursIndex, row: OpeningHour): void {
  index.rows.set(row.id, row)
  if (!row.axOpeningHourTemplateRecId) return
  const key = String(row.axOpeningHourTemplateRecId)
  const week = index.weeks.get(key)
  if (week) week.push(row)
  else index.weeks.set(key, [row])
}

const NO_ROWS: readonly OpeningHour[] = []

function weekRows(partner: BusinessPartner, index: HoursIndex): readonly OpeningHour[] {
  if (partner.openingHourTemplateId == null) return NO_ROWS
  const template = index.templates.get(partner.openingHourTemplateId)
  const named = template?.openingHourId == null ? undefined : index.rows.get(template.openingHourId)
  if (!named) return NO_ROWS
  if (!named.axOpeningHourTemplateRecId) return [named]
  return index.weeks.get(String(named.axOpeningHourTemplateRecId)) ?? NO_ROWS
}

/** A week with no opening time on any day: none on record, or every day closed. */
export function hasNoHours(partner: BusinessPartner, index: HoursIndex): boolean {
  // openingWeek reads each shared week once, however many partners share it.
  return !hasHours(openingWeek(weekRows(partner, index)).week)
}
