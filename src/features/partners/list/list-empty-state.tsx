import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import type { PartnerListKind } from '@/config/routes'

import { filtersOf, isNarrowed, type ListState } from '../model/list-state'
import { filterLabel } from './partner-filters'
import type { FilterOptions } from './use-filter-options'

type ListEmptyStateProps = {
  kind: PartnerListKind
  state: ListState
  options: FilterOptions
  onClear: () => void
}

/** No row to show: says which search and filters matched nothing, and offers to clear them. */
export function ListEmptyState({ kind, state, options, onClear }: ListEmptyStateProps) {
  const { t } = useTranslation()
  const what = t(`list.what.${kind}`)
  if (!isNarrowed(state)) {
    return <EmptyState title={t('list.empty.noneTitle')} message={t('list.empty.none', { what })} />
  }
  const criteria = [
    ...(state.q ? [t('list.empty.search', { q: state.q })] : []),
    ...filtersOf(kind)
      .filter((name) => state[name].length > 0)
      .map((name) => {
        const labels = state[name].map(
          (value) => options[name].find((option) => option.value === String(value))?.label ?? String(value),
        )
        return t('list.empty.filter', {
          name: filterLabel(t, kind, name),
          values: labels.join(t('list.empty.or')),
        })
      }),
  ]
  return (
    <EmptyState
      title={t('list.empty.narrowedTitle')}
      message={t('list.empty.narrowed', { what, criteria: criteria.join(t('list.empty.and')) })}
      action={
        <Button variant="secondary" onClick={onClear}>
          {t('list.clear')}
        </Button>
      }
    />
  )
}
