import type { BusinessPartner } from '@/entities/business-partner'
import type { ClosingDate } from '@/entities/closing-date'
import type { OpeningHour } from '@/entities/opening-hour'
import type { OpeningHourTemplate } from '@/entities/opening-hour-template'
import type { StoreConfig } from '@/entities/store-config'
import { inPageOrder } from '@/lib/data-service/collect-every-record'
import type { PageFolder } from '@/lib/data-service/read-every-page'
import type { FieldsOf } from '@/lib/data-service/only-fields'

import { closureSpan } from '@/features/partners/model/closures'
import { PARENT_TYPE } from '@/features/partners/model/relations'
import { EMAIL_SETTINGS } from '@/features/partners/model/store-settings/store-settings-rules'

import {
  addOpeningHour,
  addTemplate,
  hasNoLocation,
  isBackwards,
  isBlockedWhileActive,
  partnerEmailProblem,
  settingsEmailProblems,
  type BadEmail,
  type HoursIndex,
} from './attention-rules'
import { calendarDays, closedDaysMask } from './closed-days'
import { countCountry } from './country-counts'
import { partnerRef, type PartnerRef } from './partner-ref'

/**
 * What the overview keeps of each resource as its pages arrive (lib/data-service/read-every-page):
 * the rules of attention-rules.ts, closed-days.ts and country-counts.ts run on each record as it
 * is read, and only what they find is kept, by partner id, never the records. At 100,000 partners
 * that is each partner's name and place (PartnerRef) and a few numbers, not 500,000 records.
 * The figures are made from these once the partners are in (network-figures.ts).
 */

/**
 * The fields each folder below reads, and all its reading checks (lib/data-service/tolerant-read,
 * onlyFields): at 100,000 store settings, checking their fifty fields cost more than reading them.
 * A rule that starts reading another field fails the type check until it is listed here.
 */
export const PARTNER_FIELDS = [
  'name',
  'bpType',
  'status',
  'country',
  'city',
  'accountNum',
  'latitude',
  'longitude',
  'email',
  'parentId',
  'openingHourTemplateId',
] as const satisfies readonly (keyof BusinessPartner)[]
export const SETTINGS_FIELDS = [
  'bpId',
  ...EMAIL_SETTINGS,
  'consumerOrderContactEmails',
  'blocked',
  'shopActive',
] as const satisfies readonly (keyof StoreConfig)[]
export const TEMPLATE_FIELDS = ['openingHourId'] as const satisfies readonly (keyof OpeningHourTemplate)[]
export const HOUR_FIELDS = [
  'axOpeningHourTemplateRecId',
  'weekday',
  'morningFrom',
  'morningTo',
  'afternoonFrom',
  'afternoonTo',
  'eveningFrom',
  'eveningTo',
] as const satisfies readonly (keyof OpeningHour)[]

/** A partner's status bar in the chart, as `${kind}:${status}` (kind: 'all' or a type). */
export const statusKey = (kind: string, status: string) => `${kind}:${status}`

export type PartnerFold = {
  /** Every partner as the overview names it, in the service's order. */
  refs: Map<number, PartnerRef>
  /** The partners of each country (as the filters name it). */
  countries: Map<string, PartnerRef[]>
  /** The partners of each status bar (statusKey): what its "Select these N" chooses. */
  statuses: Map<string, PartnerRef[]>
  noLocation: Set<number>
  badEmail: Map<number, BadEmail>
  /** Each partner of a type that has a parent: the parent it names (null: none). */
  parents: Map<number, number | null>
  /** Each partner's opening-hour template, where it names one. */
  templates: Map<number, number>
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const values = map.get(key)
  if (values) values.push(value)
  else map.set(key, [value])
}

export function partnersFolder(): PageFolder<
  FieldsOf<BusinessPartner, (typeof PARTNER_FIELDS)[number]>,
  PartnerFold
> {
  const refs = inPageOrder<PartnerRef>()
  const fold: Omit<PartnerFold, 'refs'> = {
    countries: new Map(),
    statuses: new Map(),
    noLocation: new Set(),
    badEmail: new Map(),
    parents: new Map(),
    templates: new Map(),
  }
  return {
    fold: (partner, page) => {
      const ref = partnerRef(partner)
      const { id } = ref
      refs.add(ref, page)
      countCountry(fold.countries, ref.country, ref)
      if (ref.status) {
        addTo(fold.statuses, statusKey('all', ref.status), ref)
        if (ref.bpType) addTo(fold.statuses, statusKey(ref.bpType, ref.status), ref)
      }
      if (hasNoLocation(partner)) fold.noLocation.add(id)
      const email = partnerEmailProblem(partner)
      if (email) fold.badEmail.set(id, email)
      if (partner.bpType && PARENT_TYPE[partner.bpType]) fold.parents.set(id, partner.parentId ?? null)
      if (partner.openingHourTemplateId != null) fold.templates.set(id, partner.openingHourTemplateId)
    },
    finish: () => ({ ...fold, refs: new Map(refs.all().map((ref) => [ref.id, ref])) }),
  }
}

export type ClosureFold = {
  /** The calendar's days, today first (yyyy-MM-dd). */
  days: string[]
  /** Each partner closed on any of them, and on which (bit i: days[i]); bit 0 is today. */
  closed: Map<number, number>
  /** Each partner's closures written backwards, as `from → to`. */
  backwards: Map<number, string[]>
}

/** Closing dates, against the calendar that starts `today` (the viewer's day when they are read). */
export function closuresFolder(today: string): PageFolder<ClosingDate, ClosureFold> {
  const fold: ClosureFold = { days: calendarDays(today), closed: new Map(), backwards: new Map() }
  return {
    fold: (record) => {
      if (record.bpId == null) return
      // A day closed by any of a partner's closures is closed: the masks of its records, joined.
      const mask = closedDaysMask([closureSpan(record)], fold.days)
      if (mask) fold.closed.set(record.bpId, (fold.closed.get(record.bpId) ?? 0) | mask)
      if (isBackwards(record)) addTo(fold.backwards, record.bpId, `${record.from} → ${record.to}`)
    },
    finish: () => fold,
  }
}

export type SettingsFold = {
  badEmail: Map<number, BadEmail[]>
  blockedWhileActive: Set<number>
}

export function settingsFolder(): PageFolder<
  FieldsOf<StoreConfig, (typeof SETTINGS_FIELDS)[number]>,
  SettingsFold
> {
  const fold: SettingsFold = { badEmail: new Map(), blockedWhileActive: new Set() }
  return {
    fold: (config) => {
      if (config.bpId == null) return
      for (const problem of settingsEmailProblems(config)) addTo(fold.badEmail, config.bpId, problem)
      if (isBlockedWhileActive(config)) fold.blockedWhileActive.add(config.bpId)
    },
    finish: () => fold,
  }
}

export function templatesFolder(): PageFolder<
  FieldsOf<OpeningHourTemplate, (typeof TEMPLATE_FIELDS)[number]>,
  HoursIndex['templates']
> {
  const index: Pick<HoursIndex, 'templates'> = { templates: new Map() }
  return { fold: (template) => addTemplate(index, template), finish: () => index.templates }
}

export function hoursFolder(): PageFolder<
  FieldsOf<OpeningHour, (typeof HOUR_FIELDS)[number]>,
  Omit<HoursIndex, 'templates'>
> {
  const index: Omit<HoursIndex, 'templates'> = { rows: new Map(), weeksWithHours: new Set() }
  return { fold: (row) => addOpeningHour(index, row), finish: () => index }
}
