import { WEEKDAYS, type Weekday } from '@/entities/opening-hour'

import { MOCK_RECORD_COUNT, modifiedSince, shuffled, type Random } from './random'
import type { MockRecord, PartnerSeed } from './types'

/**
 * 103 opening hours = full weeks (7 rows, mon-sun) of a distributor's office, a dealer and 12
 * stores (98 rows) + the weekdays only (mon-fri, 5 rows) of a 13th store that publishes no weekend
 * hours. A partner's rows share its axOpeningHourTemplateRecId. Stores are picked among those still trading
 * (active or closing), spread over the countries by a seeded shuffle. Their gsc is their
 * distributor's sales-company code, shared with other partners. Three more stores share the
 * first store's week (shareChainWeek).
 *
 * Development data spells the record id `axOpeningHourId` (spec: axOpeningHourRecId).
 */
type Span = readonly [from: string, to: string]
interface Day {
  morning?: Span
  afternoon?: Span
  evening?: Span
  note?: string
}
type Week = Record<Weekday, Day>

const closed = (note: string): Day => ({ note })

/** Monday to Friday alike, and the weekend days as given. */
const workWeek = (weekday: Day, sat: Day, sun: Day): Week => ({
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thr: weekday,
  fri: weekday,
  sat,
  sun,
})

// Weekly patterns seen at bicycle shops; hours with one digit ('9:00') are valid.
const PATTERNS: Record<string, (country: string) => Week> = {
  lunchBreak: (country) => {
    const day: Day = { morning: ['9:00', '12:00'], afternoon: ['13:30', '18:30'], note: lunch(country) }
    return {
      mon: closed(closedNote(country)),
      tue: day,
      wed: day,
      thr: day,
      fri: day,
      sat: { morning: ['9:00', '12:00'], afternoon: ['13:30', '17:00'], note: lunch(country) },
      sun: closed(closedNote(country)),
    }
  },
  allDay: (country) => {
    const day: Day = { morning: ['10:00', '19:00'] }
    return {
      mon: day,
      tue: day,
      wed: day,
      thr: { morning: ['10:00', '21:00'], note: country === 'TW' ? '週四延長營業' : 'Late opening' },
      fri: day,
      sat: { morning: ['9:00', '17:00'] },
      sun: { morning: ['11:00', '16:00'] },
    }
  },
  evenings: (country) => {
    const day: Day = {
      morning: ['10:00', '12:00'],
      afternoon: ['13:00', '18:00'],
      evening: ['19:00', '21:30'],
      note: country === 'TW' ? '晚間營業' : 'Evening opening',
    }
    return {
      mon: closed(closedNote(country)),
      tue: day,
      wed: day,
      thr: day,
      fri: day,
      sat: day,
      sun: { morning: ['10:00', '12:00'], afternoon: ['13:00', '18:00'] },
    }
  },
  /** A distributor's office hours, weekdays only. */
  office: (country) => {
    const day: Day = { morning: ['8:30', '12:00'], afternoon: ['13:00', '17:30'], note: lunch(country) }
    return workWeek(day, closed(closedNote(country)), closed(closedNote(country)))
  },
  commuter: (country) => {
    const day: Day = {
      morning: ['7:30', '11:30'],
      afternoon: ['12:00', '16:00'],
      evening: ['17:00', '20:00'],
      note: country === 'TW' ? '通勤時段' : 'Commuter hours',
    }
    return workWeek(day, { morning: ['9:00', '14:00'] }, closed(closedNote(country)))
  },
}

function lunch(country: string): string {
  return country === 'TW' ? '午休' : 'Lunch break'
}

function closedNote(country: string): string {
  return country === 'TW' ? '公休' : 'Closed'
}

const FULL_WEEKS = 14
const WEEKDAYS_ONLY: readonly Weekday[] = ['mon', 'tue', 'wed', 'thr', 'fri']

export interface OpeningHoursResult {
  openingHours: MockRecord[]
  /** Template record id per partner id: the partner's openingHourTemplateId. */
  templateIdByPartner: Map<number, number>
}

export function generateOpeningHours(random: Random, seeds: readonly PartnerSeed[]): OpeningHoursResult {
  const trading = shuffled(
    random,
    seeds.filter(({ partner }) => partner.status !== 'inactive'),
  )
  const ofType = (type: string) => trading.filter(({ partner }) => partner.bpType === type)
  // One distributor's office and one dealer's shop, then stores: every type has a week somewhere.
  const stores = [
    ...ofType('distributor').slice(0, 1),
    ...ofType('dealer').slice(0, 1),
    ...ofType('store'),
  ].slice(0, FULL_WEEKS + 1)
  const openingHours: MockRecord[] = []
  const firstRowByPartner = new Map<number, number>()
  const patternNames = Object.keys(PATTERNS).filter((name) => name !== 'office')

  stores.forEach(({ partner }, storeIndex) => {
    const patternName =
      partner.bpType === 'distributor'
        ? 'office'
        : (patternNames[storeIndex % patternNames.length] ?? 'allDay')
    const week = (PATTERNS[patternName] ?? PATTERNS.allDay)!(partner.country)
    const weekdays = storeIndex < FULL_WEEKS ? WEEKDAYS : WEEKDAYS_ONLY
    const templateRecId = String(5637170000 + storeIndex)
    const modifiedAt = modifiedSince(random)
    firstRowByPartner.set(partner.id, openingHours.length + 1)
    for (const weekday of weekdays) {
      const day = week[weekday]
      openingHours.push({
        id: openingHours.length + 1,
        axOpeningHourId: String(5637180000 + openingHours.length),
        axOpeningHourTemplateRecId: templateRecId,
        gsc: partner.gsc,
        weekday,
        morningFrom: day.morning?.[0] ?? '',
        morningTo: day.morning?.[1] ?? '',
        afternoonFrom: day.afternoon?.[0] ?? '',
        afternoonTo: day.afternoon?.[1] ?? '',
        eveningFrom: day.evening?.[0] ?? '',
        eveningTo: day.evening?.[1] ?? '',
        description: day.note ?? null,
        modifiedAt,
      })
    }
  })
  shareChainWeek(trading, stores, firstRowByPartner)
  if (openingHours.length !== MOCK_RECORD_COUNT)
    throw new Error(`Expected 103 opening hours, got ${openingHours.length}`)
  return { openingHours, templateIdByPartner: firstRowByPartner }
}

const CHAIN_SIZE = 3

/**
 * A chain's stores keep one week (a week's rows may be reached through other partners'
 * templates too, and an edit must say so): the last trading stores (by id) without a week of their
 * own take the first store's week, each through the template of a different row of it (its
 * Tuesday's, Wednesday's, ...), so a week shows up shared by four partners.
 */
function shareChainWeek(
  trading: readonly PartnerSeed[],
  withWeek: readonly PartnerSeed[],
  firstRowByPartner: Map<number, number>,
) {
  const chainStore = withWeek.find(({ partner }) => partner.bpType === 'store')
  const firstRow = chainStore && firstRowByPartner.get(chainStore.partner.id)
  if (firstRow === undefined) return
  const sharers = trading
    .filter(({ partner }) => partner.bpType === 'store' && !firstRowByPartner.has(partner.id))
    .sort((a, b) => b.partner.id - a.partner.id)
    .slice(0, CHAIN_SIZE)
  sharers.forEach(({ partner }, index) => firstRowByPartner.set(partner.id, firstRow + 1 + index))
}

/**
 * 103 opening-hour templates, one per opening-hour row ({id, openingHourId}):
 * template k points at opening hour k. A partner's openingHourTemplateId names the template of its
 * Monday (first) row, and its week is every row sharing that row's axOpeningHourTemplateRecId (gsc
 * is a sales-company code many partners share, so it does not find one partner's week).
 */
export function generateOpeningHourTemplates(
  random: Random,
  openingHours: readonly MockRecord[],
): MockRecord[] {
  return openingHours.map((hour, index) => ({
    id: index + 1,
    openingHourId: hour.id,
    modifiedAt: modifiedSince(random),
  }))
}
