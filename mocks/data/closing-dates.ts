import type { CountryCode } from './places'
import { MOCK_RECORD_COUNT, addDays, dayFromReference, modifiedSince, shuffled, type Random } from './random'
import type { MockRecord, PartnerSeed } from './types'

/**
 * 103 closing dates around the reference day 2026-11-20 (from about two months before to three
 * months after), for partners still trading. Shape: `day` is the first closed day; `from`/`to` give
 * the closed span (both equal to `day` for a single day). A partner whose status is `closing`
 * gets a permanent closure: from set, `to` null.
 */
const HOLIDAYS: Record<CountryCode, readonly (readonly [string, string])[]> = {
  TW: [
    ['2026-10-10', '國慶日'],
    ['2026-12-25', '行憲紀念日'],
    ['2027-01-01', '元旦'],
    ['2027-02-05', '農曆除夕'],
  ],
  FR: [
    ['2026-11-01', 'Toussaint'],
    ['2026-11-11', 'Armistice'],
    ['2026-12-25', 'Noël'],
    ['2027-01-01', "Jour de l'an"],
  ],
  NL: [
    ['2026-12-25', 'Eerste Kerstdag'],
    ['2026-12-26', 'Tweede Kerstdag'],
    ['2027-01-01', 'Nieuwjaarsdag'],
  ],
  DE: [
    ['2026-12-24', 'Heiligabend'],
    ['2026-12-25', '1. Weihnachtstag'],
    ['2026-12-26', '2. Weihnachtstag'],
    ['2027-01-01', 'Neujahr'],
  ],
  IT: [
    ['2026-11-01', 'Ognissanti'],
    ['2026-12-08', 'Immacolata Concezione'],
    ['2026-12-25', 'Natale'],
    ['2027-01-06', 'Epifania'],
  ],
  ES: [
    ['2026-12-08', 'Inmaculada Concepción'],
    ['2026-12-25', 'Navidad'],
    ['2027-01-06', 'Día de Reyes'],
  ],
  GB: [
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-01-01', "New Year's Day"],
  ],
  US: [
    ['2026-11-26', 'Thanksgiving'],
    ['2026-11-27', 'Day after Thanksgiving'],
    ['2026-12-25', 'Christmas Day'],
    ['2027-01-01', "New Year's Day"],
  ],
  CA: [
    ['2026-11-11', 'Remembrance Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'Boxing Day'],
    ['2027-01-01', "New Year's Day"],
  ],
}

const SPANS: readonly { reason: string; zh: string; days: [number, number] }[] = [
  { reason: 'Stocktaking', zh: '年度盤點', days: [1, 2] },
  { reason: 'Renovation', zh: '店面整修', days: [5, 21] },
  { reason: 'Staff training', zh: '員工訓練', days: [1, 1] },
  { reason: 'Winter break', zh: '冬季休假', days: [3, 10] },
  { reason: 'Trade show', zh: '參加展覽', days: [2, 4] },
]

export function generateClosingDates(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  const candidates = shuffled(
    random,
    seeds.filter(({ partner }) => partner.status !== 'inactive'),
  )
  const closing = candidates.filter(({ partner }) => partner.status === 'closing')
  const others = candidates.filter(({ partner }) => partner.status !== 'closing')
  const records: Record<string, unknown>[] = []

  for (const { partner } of closing) {
    const day = dayFromReference(random.number.int({ min: 10, max: 80 }))
    records.push({
      bpId: partner.id,
      day,
      from: day,
      to: null,
      reason: partner.country === 'TW' ? '永久停業' : 'Permanent closure',
    })
  }
  for (let index = 0; records.length < MOCK_RECORD_COUNT; index += 1) {
    const seed = others[index % others.length]
    if (!seed) break
    records.push({ bpId: seed.partner.id, ...closure(random, seed.partner.country as CountryCode) })
  }
  return records.map((record, index) => ({
    ...record,
    id: index + 1,
    modifiedAt: modifiedSince(random, '2026-09-01'),
  }))
}

function closure(random: Random, country: CountryCode) {
  if (random.datatype.boolean({ probability: 0.45 })) {
    const [day, reason] = random.helpers.arrayElement(HOLIDAYS[country])
    return { day, from: day, to: day, reason }
  }
  const span = random.helpers.arrayElement(SPANS)
  const from = dayFromReference(random.number.int({ min: -60, max: 90 }))
  const to = addDays(from, random.number.int({ min: span.days[0], max: span.days[1] }) - 1)
  return { day: from, from, to, reason: country === 'TW' ? span.zh : span.reason }
}
