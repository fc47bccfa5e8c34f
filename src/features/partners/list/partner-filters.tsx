import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { MultiSelect } from '@/components/ui/multi-select'
import { SearchInput } from '@/components/ui/search-input'
import type { PartnerListKind } from '@/config/routes'

import { filtersOf, isNarrowed, type ListFilterName, type ListState } from '../model/list-state'
import type { FilterOptions, FilterStatus } from './use-filter-options'
import type { useListState } from './use-list-state'
import * as styles from './partner-list.module.css'

type PartnerFiltersProps = {
  kind: PartnerListKind
  list: ReturnType<typeof useListState>
  options: FilterOptions
  /** Filters whose options are still being read, or could not be. */
  status: FilterStatus
  /** The focus entered the search or a filter, or a filter is about to be used (useFilterOptions' `prepare`). */
  onPrepare: (filter?: ListFilterName) => void
  /** The search found nothing: the search field says so. */
  noMatches: boolean
}

/** The search and the filters of a list, each change written to the URL (use-list-state). */
export function PartnerFilters({ kind, list, options, status, onPrepare, noMatches }: PartnerFiltersProps) {
  const { t } = useTranslation()
  const { state } = list
  return (
    <div
      role="search"
      aria-label={t('list.filters.label')}
      className={styles.toolbar}
      onFocus={() => onPrepare()}
    >
      <SearchInput
        // `/` puts the cursor here (the header's shortcut listener looks for it).
        aria-keyshortcuts="/"
        className={styles.search}
        value={state.q}
        onChange={list.setSearch}
        label={t('list.searchLabel')}
        noMatches={noMatches}
      />
      {filtersOf(kind).map((name) => (
        <MultiSelect
          key={name}
          className={styles.filter}
          label={filterLabel(t, kind, name)}
          options={options[name]}
          status={status[name]}
          onPrepare={() => onPrepare(name)}
          value={state[name].map(String)}
          onChange={(values) => list.setFilter(name, toFilterValues(name, values))}
        />
      ))}
      {isNarrowed(state) && (
        <Button variant="ghost" className={styles.clear} onClick={list.clear}>
          {t('list.clear')}
        </Button>
      )}
    </div>
  )
}

export function filterLabel(t: (key: string) => string, kind: PartnerListKind, name: ListFilterName) {
  return name === 'parent' ? t(`list.filters.parent.${kind}`) : t(`list.filters.${name}`)
}

/** The select speaks strings; parents are ids. The URL parser has already checked every value. */
function toFilterValues<F extends ListFilterName>(name: F, values: string[]): ListState[F] {
  return (name === 'parent' ? values.map(Number) : values) as ListState[F]
}
