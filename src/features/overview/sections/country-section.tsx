import { useTranslation } from 'react-i18next'

import { countryName } from '@/lib/countries'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { DEFAULT_LIST_STATE, serializeListState } from '@/features/partners/model/list-state'

import { BarChart, type ChartBar } from '../charts/bar-chart'
import type { CountryChart } from '../model/country-counts'

import { Figures } from './figures'

const allListOf = (codes: string[]) => `/${serializeListState({ ...DEFAULT_LIST_STATE, country: codes })}`

/** Partners by country: the largest countries, the rest together, each a link to the All list. */
export function CountrySection({ countries }: { countries: CountryChart | undefined }) {
  const { t, i18n } = useTranslation('overview')
  const language = i18n.language
  const number = numberFormat(language)
  const bar = (key: string, label: string, value: number, path?: string): ChartBar => ({
    key,
    label,
    value,
    tone: 'count',
    ...(path && { path }),
    name: t('countries.bar', { country: label, count: value }),
  })
  const bars: ChartBar[] = countries
    ? [
        ...countries.largest.map(({ code, count }) =>
          bar(code, countryName(code, language), count, allListOf([code])),
        ),
        ...(countries.rest.count > 0
          ? [bar('rest', t('countries.rest'), countries.rest.count, allListOf(countries.rest.codes))]
          : []),
        ...(countries.unknown > 0 ? [bar('unknown', t('countries.unknown'), countries.unknown)] : []),
      ]
    : []
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
      />
    </Figures>
  )
}
