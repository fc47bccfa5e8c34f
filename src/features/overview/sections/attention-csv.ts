import type { TFunction } from 'i18next'

import { toCsv } from '@/lib/csv'

import type { AttentionItem } from '../model/network-figures'

const COLUMNS = ['id', 'type', 'name', 'accountNum', 'country', 'city', 'reason', 'value'] as const

/**
 * One "needs attention" list as CSV, a row per problem: the partner (id, type, name, account,
 * country, city), what is wrong and what the record holds there. Headers and words in the
 * page's language; the data as sent (lib/csv makes formula-like text inert).
 */
export function attentionCsv(items: readonly AttentionItem[], t: TFunction): string {
  return toCsv(
    COLUMNS.map((column) => t(`attention.columns.${column}`, { ns: 'overview' })),
    items.map(({ partner, reason, value }) => [
      String(partner.id),
      partner.bpType ? t(`common:bpType.${partner.bpType}`) : '',
      partner.name,
      partner.accountNum,
      partner.country,
      partner.city,
      reason ? t(`attention.reason.${reason}`, { ns: 'overview' }) : '',
      value ?? '',
    ]),
  )
}
