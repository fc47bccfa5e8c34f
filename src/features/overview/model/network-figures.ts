import type { BusinessPartner } from '@/entities/business-partner'
import type { ClosingDate } from '@/entities/closing-date'
import type { OpeningHour } from '@/entities/opening-hour'
import type { OpeningHourTemplate } from '@/entities/opening-hour-template'
import type { StoreConfig } from '@/entities/store-config'

import type { ClosureSpan } from '@/features/partners/model/closures'

import {
  addOpeningHour,
  addTemplate,
  emptyHoursIndex,
  hasNoHours,
  hasNoLocation,
  isBackwards,
  isBlockedWhileActive,
  parentProblem,
  partnerEmailProblem,
  settingsEmailProblems,
} from './attention-rules'
import { addSpan, calendarDays, closedDaysMask, type ClosedPartner } from './closed-days'
import { countCountry, countryChart, type CountryChart } from './country-counts'
import { forEachInSlices, type SliceOptions } from '@/lib/in-slices'
import { partnerRef, type PartnerRef } from './partner-ref'

/**
 * The overview's counts, each from the records it needs, so each shows as soon as its records
 * are read: partners first (countries and their own flaws), then closing dates, store settings
 * and opening hours. Every pass runs in slices (in-slices.ts); the rules are attention-rules.ts,
 * closed-days.ts and country-counts.ts.
 */

/** A partner in a "needs attention" list, with what is wrong when one partner can be wrong twice. */
export type AttentionItem = {
  partner: PartnerRef
  /** Which field or relation: a translation key under overview:attention.reason. */
  reason?: string
  /** What the record holds there, as sent (an address that is not one, a backwards span). */
  value?: string
}

export type PartnerFigures = {
  total: number
  countries: CountryChart
  /** Every partner by id, as the other passes name them. */
  refs: Map<number, PartnerRef>
  noLocation: AttentionItem[]
  badEmail: AttentionItem[]
  parentProblem: AttentionItem[]
}

export async function partnerFigures(
  partners: readonly BusinessPartner[],
  options?: SliceOptions,
): Promise<PartnerFigures> {
  const byId = new Map<number, BusinessPartner>()
  const refs = new Map<number, PartnerRef>()
  const counts = new Map<string, number>()
  await forEachInSlices(
    partners,
    (partner) => {
      byId.set(partner.id, partner)
      const ref = partnerRef(partner)
      refs.set(partner.id, ref)
      countCountry(counts, ref.country)
    },
    options,
  )
  const figures: PartnerFigures = {
    total: partners.length,
    countries: countryChart(counts),
    refs,
    noLocation: [],
    badEmail: [],
    parentProblem: [],
  }
  await forEachInSlices(
    partners,
    (partner) => {
      const partnerOf = refs.get(partner.id)!
      if (hasNoLocation(partner)) figures.noLocation.push({ partner: partnerOf })
      const email = partnerEmailProblem(partner)
      if (email) figures.badEmail.push({ partner: partnerOf, reason: email.field, value: email.value })
      const parent = parentProblem(partner, byId)
      if (parent)
        figures.parentProblem.push({
          partner: partnerOf,
          reason: parent,
          ...(partner.parentId != null && { value: String(partner.parentId) }),
        })
    },
    options,
  )
  return figures
}

export type ClosureFigures = {
  /** The calendar's days, today first (yyyy-MM-dd). */
  days: string[]
  /** The partners closed on any of them, with which (bit i: days[i]); bit 0 is today. */
  closed: ClosedPartner[]
  backwardsClosure: AttentionItem[]
}

export async function closureFigures(
  records: readonly ClosingDate[],
  refs: ReadonlyMap<number, PartnerRef>,
  today: string,
  options?: SliceOptions,
): Promise<ClosureFigures> {
  const spans = new Map<number, ClosureSpan[]>()
  const backwardsClosure: AttentionItem[] = []
  await forEachInSlices(
    records,
    (record) => {
      addSpan(spans, record)
      const partner = record.bpId == null ? undefined : refs.get(record.bpId)
      if (partner && isBackwards(record))
        backwardsClosure.push({ partner, value: `${record.from} → ${record.to}` })
    },
    options,
  )
  const days = calendarDays(today)
  const closed: ClosedPartner[] = []
  await forEachInSlices(
    [...spans],
    ([id, partnerSpans]) => {
      const partner = refs.get(id)
      const mask = partner ? closedDaysMask(partnerSpans, days) : 0
      if (partner && mask) closed.push({ partner, days: mask })
    },
    options,
  )
  return { days, closed, backwardsClosure }
}

export type SettingsFigures = { badEmail: AttentionItem[]; blockedWhileActive: AttentionItem[] }

export async function settingsFigures(
  configs: readonly StoreConfig[],
  refs: ReadonlyMap<number, PartnerRef>,
  options?: SliceOptions,
): Promise<SettingsFigures> {
  const figures: SettingsFigures = { badEmail: [], blockedWhileActive: [] }
  await forEachInSlices(
    configs,
    (config) => {
      const partner = config.bpId == null ? undefined : refs.get(config.bpId)
      if (!partner) return
      for (const { field, value } of settingsEmailProblems(config))
        figures.badEmail.push({ partner, reason: field, value })
      if (isBlockedWhileActive(config)) figures.blockedWhileActive.push({ partner })
    },
    options,
  )
  return figures
}

export async function hoursFigures(
  partners: readonly BusinessPartner[],
  refs: ReadonlyMap<number, PartnerRef>,
  templates: readonly OpeningHourTemplate[],
  rows: readonly OpeningHour[],
  options?: SliceOptions,
): Promise<AttentionItem[]> {
  const index = emptyHoursIndex()
  await forEachInSlices(templates, (template) => addTemplate(index, template), options)
  await forEachInSlices(rows, (row) => addOpeningHour(index, row), options)
  const noHours: AttentionItem[] = []
  await forEachInSlices(
    partners,
    (partner) => {
      const ref = refs.get(partner.id)
      if (ref && hasNoHours(partner, index)) noHours.push({ partner: ref })
    },
    options,
  )
  return noHours
}
