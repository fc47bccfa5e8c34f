import { useCallback, useEffect, useMemo, useState } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import type { SelectOption } from '@/components/ui/select'
import type { PartnerListKind } from '@/config/routes'
import { BP_TYPES, PARTNER_STATUSES } from '@/entities/partner-kinds'
import { COUNTRY_CODES, countryName } from '@/lib/countries'
import { whenPhase } from '@/lib/page-load/phases'
import { usePhase } from '@/lib/page-load/use-phase'

import { partnersOfTypeQuery } from '../api/partners-of-type'
import { PARENT_TYPE } from '../model/relations'

import { filtersOf, type ListFilterName, type ListState } from '../model/list-state'

export type FilterOptions = Record<ListFilterName, SelectOption<string>[]>
/** Filters whose options are read on demand and are not all there: still coming, or failed. */
export type FilterStatus = Partial<Record<ListFilterName, 'loading' | 'failed'>>

/**
 * What each filter of a list offers, named in the page's language: statuses and types, every
 * ISO country (sorted as the language sorts), and the possible parents by name. A parent id in
 * the URL that names no parent still gets an option, so it can be seen and cleared.
 * `prepare` builds at once what is otherwise left for an idle moment (the countries): the
 * filters call it when the focus reaches them, so a filter opened early offers everything.
 * `prepare('parent')` asks for the parents, which are every partner of the kind above: for
 * stores, every dealer of the network. They are read only when the parent filter is about to be
 * used, or when the address names a parent (its name is what the filter shows).
 */
export function useFilterOptions(
  kind: PartnerListKind,
  state: ListState,
): { options: FilterOptions; status: FilterStatus; prepare: (filter?: ListFilterName) => void } {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const parentType = kind === 'all' ? undefined : PARENT_TYPE[kind]
  const [parentsWanted, setParentsWanted] = useState(false)
  // Never before the list's first rows are on screen: not in their way.
  const firstDataShown = usePhase('data-shown')
  const parents = useQuery({
    ...partnersOfTypeQuery(parentType ?? 'distributor'),
    enabled: Boolean(parentType) && firstDataShown && (parentsWanted || state.parent.length > 0),
  })
  const status: FilterStatus = useMemo(() => {
    if (!parentType || parents.data) return {}
    if (parents.isError) return { parent: 'failed' }
    return parentsWanted ? { parent: 'loading' } : {}
  }, [parentType, parents.data, parents.isError, parentsWanted])

  const fixed = useMemo(
    () => ({
      status: PARTNER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      type: BP_TYPES.map((type) => ({ value: type, label: t(`bpType.${type}`) })),
    }),
    [t],
  )
  const [country, prepareCountries] = useCountryOptions(state.country, language)
  const { isError: parentsFailed, isFetching: parentsFetching, refetch: refetchParents } = parents
  const prepare = useCallback(
    (filter?: ListFilterName) => {
      prepareCountries()
      if (filter !== 'parent') return
      setParentsWanted(true)
      if (parentsFailed && !parentsFetching) void refetchParents()
    },
    [prepareCountries, parentsFailed, parentsFetching, refetchParents],
  )

  const parent = useMemo(() => {
    const known = (parents.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.name }))
    const knownIds = new Set(known.map((option) => option.value))
    const unknown = state.parent
      .filter((id) => !knownIds.has(String(id)))
      .map((id) => ({ value: String(id), label: t('list.unknownParent', { id }) }))
    return [...known, ...unknown]
  }, [parents.data, state.parent, t])

  const options = useMemo(() => {
    const offered = filtersOf(kind)
    const all: FilterOptions = { ...fixed, country, parent }
    return Object.fromEntries(
      (Object.keys(all) as ListFilterName[]).map((name) => [name, offered.includes(name) ? all[name] : []]),
    ) as FilterOptions
  }, [fixed, country, parent, kind])
  return { options, status, prepare }
}

/**
 * Every country, named and sorted in the page's language. Naming and sorting 249 countries
 * costs tens of milliseconds (ICU data), so it waits until the page is idle after its first
 * data, or happens at once when
 * asked (the second value); until then the filter knows the countries already chosen, which is
 * all its closed trigger shows.
 */
function useCountryOptions(chosen: string[], language: string): [SelectOption<string>[], () => void] {
  const [all, setAll] = useState<{ language: string; options: SelectOption<string>[] }>()
  const build = useCallback(
    () =>
      setAll((built) =>
        built?.language === language ? built : { language, options: countryOptions(language) },
      ),
    [language],
  )
  useEffect(() => whenPhase('idle', build), [build])
  const options = useMemo(
    () =>
      all?.language === language
        ? all.options
        : chosen.map((code) => ({ value: code, label: countryName(code, language) })),
    [all, chosen, language],
  )
  return [options, build]
}

function countryOptions(language: string): SelectOption<string>[] {
  const collator = new Intl.Collator(language)
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) }))
  return options.sort((a, b) => collator.compare(a.label, b.label))
}
