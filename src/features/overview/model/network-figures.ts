import { forEachInSlices, type SliceOptions } from '@/lib/in-slices'

import { hasNoHours, parentProblem, type HoursIndex } from './attention-rules'
import type { ClosedPartner } from './closed-days'
import { countryChart, type CountryChart } from './country-counts'
import type { ClosureFold, PartnerFold, SettingsFold } from './network-folds'
import type { PartnerRef } from './partner-ref'

/**
 * The overview's figures, each made from what the reading of its records kept
 * (network-folds.ts) and the partners' names, so each shows as soon as its records are read:
 * partners first (countries and their own flaws), then closing dates, store settings and
 * opening hours. Every pass runs over the partners in the service's order, in slices
 * (lib/in-slices.ts): lists keep that order, as the list screens do.
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
  countries: CountryChart<PartnerRef>
  /** Every partner by id, as the other figures name them. */
  refs: ReadonlyMap<number, PartnerRef>
  /** The partners of each status bar (network-folds' statusKey). */
  statuses: ReadonlyMap<string, readonly PartnerRef[]>
  noLocation: AttentionItem[]
  badEmail: AttentionItem[]
  parentProblem: AttentionItem[]
}

/** `each` over every partner, in the service's order, in slices. */
function overPartners(
  refs: ReadonlyMap<number, PartnerRef>,
  each: (partner: PartnerRef) => void,
  options?: SliceOptions,
) {
  return forEachInSlices([...refs.values()], each, options)
}

export async function partnerFigures(fold: PartnerFold, options?: SliceOptions): Promise<PartnerFigures> {
  const { refs } = fold
  const figures: PartnerFigures = {
    total: refs.size,
    countries: countryChart(fold.countries),
    refs,
    statuses: fold.statuses,
    noLocation: [],
    badEmail: [],
    parentProblem: [],
  }
  await overPartners(
    refs,
    (partner) => {
      const { id } = partner
      if (fold.noLocation.has(id)) figures.noLocation.push({ partner })
      const email = fold.badEmail.get(id)
      if (email) figures.badEmail.push({ partner, reason: email.field, value: email.value })
      if (!fold.parents.has(id)) return
      const parentId = fold.parents.get(id)
      const problem = parentProblem({ bpType: partner.bpType, parentId }, refs)
      if (problem)
        figures.parentProblem.push({
          partner,
          reason: problem,
          ...(parentId != null && { value: String(parentId) }),
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

/** Closures of partners on record only: a closing date of a partner not read names nobody. */
export async function closureFigures(
  fold: ClosureFold,
  refs: ReadonlyMap<number, PartnerRef>,
  options?: SliceOptions,
): Promise<ClosureFigures> {
  const figures: ClosureFigures = { days: fold.days, closed: [], backwardsClosure: [] }
  await overPartners(
    refs,
    (partner) => {
      const days = fold.closed.get(partner.id)
      if (days) figures.closed.push({ partner, days })
      for (const value of fold.backwards.get(partner.id) ?? [])
        figures.backwardsClosure.push({ partner, value })
    },
    options,
  )
  return figures
}

export type SettingsFigures = { badEmail: AttentionItem[]; blockedWhileActive: AttentionItem[] }

export async function settingsFigures(
  fold: SettingsFold,
  refs: ReadonlyMap<number, PartnerRef>,
  options?: SliceOptions,
): Promise<SettingsFigures> {
  const figures: SettingsFigures = { badEmail: [], blockedWhileActive: [] }
  await overPartners(
    refs,
    (partner) => {
      for (const { field, value } of fold.badEmail.get(partner.id) ?? [])
        figures.badEmail.push({ partner, reason: field, value })
      if (fold.blockedWhileActive.has(partner.id)) figures.blockedWhileActive.push({ partner })
    },
    options,
  )
  return figures
}

export async function hoursFigures(
  partners: PartnerFold,
  index: HoursIndex,
  options?: SliceOptions,
): Promise<AttentionItem[]> {
  const noHours: AttentionItem[] = []
  await overPartners(
    partners.refs,
    (partner) => {
      if (hasNoHours(partners.templates.get(partner.id), index)) noHours.push({ partner })
    },
    options,
  )
  return noHours
}
