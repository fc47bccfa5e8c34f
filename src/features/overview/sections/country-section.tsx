import { useMemo } from 'react'

import { useTranslation } from 'react-i18next'

import { countryName } from '@/lib/countries'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { DEFAULT_LIST_STATE, serializeListState } from '@/features/partners/model/list-state'

import { BarChart, type ChartBar } from '../charts/bar-chart'
import type { PartnerFigures } from '../model/network-figures'
import { refsOf } from '../model/partner-ref'

import { Figures } from './figures'
import { selectBar } from './select-these'

const allListOf = (codes: string[]) => `/${serializeListState({ ...DEFAULT_LIST_STATE, country: codes })}`

/**
 * Partners by country: the largest countries, the rest together, each a link to the All list, and
 * each with "Select these N" for exactly the partners it counts (those of no known country too,
 * whom no list filter can find).
 */
export function CountrySection({ partners }: { partners: PartnerFigures | undefined }) {
  const { t, i18n } = useTranslation('overview')
  const language = i18n.language
  const number = numberFormat(language)
  const countries = partners?.countries
  const refs = partners?.refs
  const bars = useMemo((): ChartBar[] => {
    if (!countries || !refs) return []
    const bar = (key: string, label: string, ids: readonly number[], path?: string): ChartBar => ({
      key,
      label,
      value: ids.length,
      tone: 'count',
      ...(path && { path }),
      name: t('countries.bar', { country: label, count: ids.length }),
      partners: refsOf(ids, refs),
    })
    const { largest, rest, unknownIds } = countries
    return [
      ...largest.map(({ code, ids }) => bar(code, countryName(code, language), ids, allListOf([code]))),
      ...(rest.count > 0 ? [bar('rest', t('countries.rest'), rest.ids, allListOf(rest.codes))] : []),
      ...(unknownIds.length > 0 ? [bar('unknown', t('countries.unknown'), unknownIds)] : []),
    ]
  }, [countries, refs, t, language])
  return (
    <Figures
      id="countries"
      title={t('countries.title')}
      description={t('countries.description')}
      ready={Boolean(countries)}
    >
      <BarChart
        labelledBy="countries-title"
        groups={[{ key: 'countries', bars }]}
        caption={t('countries.title')}
        formatValue={(value) => number.format(value)}
        select={selectBar}
      />
    </Figures>
  )
}
