import { useMemo } from 'react'

import { useTranslation } from 'react-i18next'

import { countryName } from '@/lib/countries'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { DEFAULT_LIST_STATE, serializeListState } from '@/features/partners/model/list-state'

import { BarChart, type ChartBar } from '../charts/bar-chart'
import type { PartnerFigures } from '../model/network-figures'
import type { PartnerRef } from '../model/partner-ref'

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
  const bars = useMemo((): ChartBar[] => {
    if (!countries) return []
    const bar = (key: string, label: string, counted: readonly PartnerRef[], path?: string): ChartBar => ({
      key,
      label,
      value: counted.length,
      tone: 'count',
      ...(path && { path }),
      name: t('countries.bar', { country: label, count: counted.length }),
      partners: counted,
    })
    const { largest, rest, unknownPartners } = countries
    return [
      ...largest.map(({ code, partners: counted }) =>
        bar(code, countryName(code, language), counted, allListOf([code])),
      ),
      ...(rest.count > 0 ? [bar('rest', t('countries.rest'), rest.partners, allListOf(rest.codes))] : []),
      ...(unknownPartners.length > 0 ? [bar('unknown', t('countries.unknown'), unknownPartners)] : []),
    ]
  }, [countries, t, language])
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
