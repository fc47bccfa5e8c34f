import { Suspense, useEffect } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { LocalizedLink } from '@/components/ui/localized-link'
import { OVERVIEW_PATH, PARTNER_LIST_ROUTES, type PartnerListKind } from '@/config/routes'
import { useMayChange, useRoomForChanges } from '@/lib/auth/role'
import { useDeferred } from '@/lib/page-load/deferred'

import type { ListState } from '../model/list-state'

import { ListActionsStandIn } from './list-actions-stand-in'
import * as styles from './partner-list.module.css'
import * as screen from '@/components/ui/screen.module.css'

// The header's actions (table or map, views, columns, export) and the later code their chunk
// shares (about 100 kB gzip) load when the page is idle after its first rows: asked for as the
// list first rendered, they came in before the rows on a busy machine and ran as a long task in
// their way. Their stand-ins look the same, so the switch does not show.
const ListActions = lazyNamed(() => import('./list-actions'), 'ListActions')

// What an empty list says is not what a first row needs: it loads when the page is idle after
// its rows, with the actions, or at once when a list turns out empty.
export const ListEmptyState = lazyNamed(() => import('./list-empty-state'), 'ListEmptyState')

/**
 * The order a list's later code loads in: the actions (and the empty state beside them) wait for
 * this list's rows, or their failure, then for the page to be idle. Not for the first answer
 * alone, which comes before the rows render: their chunk evaluated in that gap was a long task in
 * the rows' way and in the way of whoever types at once (a country typed ahead in the filter lost
 * its letters: docs/decisions/016). True once they may load.
 */
function useLaterCodeAfterRows(rowsSettled: boolean): boolean {
  const wanted = useDeferred('idle', [ListActions], rowsSettled)
  useEffect(() => {
    if (wanted) void ListEmptyState.preload().catch(() => undefined)
  }, [wanted])
  return wanted
}

type ListHeaderProps = {
  kind: PartnerListKind
  state: ListState
  /** How many match, once known; while the first page loads, undefined. */
  total: number | undefined
  loading: boolean
  onViewChange: (view: ListState['view']) => void
}

/** The list's title, how many partners it holds, and its actions once their code may load. */
export function ListHeader({ kind, state, total, loading, onViewChange }: ListHeaderProps) {
  const { t } = useTranslation()
  const mayChange = useMayChange()
  const roomForChanges = useRoomForChanges()
  const actionsWanted = useLaterCodeAfterRows(!loading)
  const standIn = <ListActionsStandIn view={state.view} roomForImport={roomForChanges} />
  return (
    <header className={screen.header}>
      <div>
        <h1 id="page-title">{t(PARTNER_LIST_ROUTES[kind].titleKey)}</h1>
        {kind === 'all' ? (
          <LocalizedLink to={OVERVIEW_PATH} className={styles.overviewLink}>
            {t('list.overviewLink')}
          </LocalizedLink>
        ) : null}
        <p className={styles.count} role="status">
          {total !== undefined
            ? t(`list.count.${kind}`, { count: total })
            : loading
              ? t('list.loading', { what: t(`list.what.${kind}`) })
              : ''}
        </p>
      </div>
      <div className={styles.actions}>
        {actionsWanted ? (
          <Suspense fallback={standIn}>
            <ListActions
              kind={kind}
              state={state}
              exportDisabled={!total}
              onViewChange={onViewChange}
              mayChange={mayChange}
            />
          </Suspense>
        ) : (
          standIn
        )}
      </div>
    </header>
  )
}
