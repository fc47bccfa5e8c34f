import { Suspense, useMemo } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import { LocalizedLink } from '@/components/ui/localized-link'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { PartnerListKind } from '@/config/routes'
import { forgetWithSession } from '@/lib/auth/session-memory'

import { dataErrorMessage } from '@/lib/data-service/data-error-message'
import type { ListState } from '../../model/list-state'

import { CHOSEN_PATH } from './chosen-view'
import { clearSelection, forgetSelection, useListSelection } from './selection-store'
import { useSelectEvery } from './use-select-every'
import * as styles from './selection-bar.module.css'

// Nothing is chosen before this bar first loads; from then on, the session's end forgets the choice.
forgetWithSession(forgetSelection)

// The bulk changes' menus and dialogs: their own chunk, fetched when the bar first shows.
const BulkActions = lazyNamed(() => import('../../bulk/ui/bulk-actions'), 'BulkActions', { compact: true })

type SelectionBarProps = {
  kind: PartnerListKind
  state: ListState
  /** The list's selectionScope. */
  scope: string
  /** How many partners the search and filters match, once known. */
  total: number | undefined
  /** Every row of the page is chosen (or the map, which shows every match, is on): offer them all. */
  pageChosen: boolean
  /** Clear took the bar, and the focus in it, away: where focus goes instead. */
  onCleared: () => void
  /** The bar of the chosen view itself: no link to it. */
  inChosenView?: boolean
}

/**
 * What is chosen on a list and what to do with it: how many (or that a new search or filter let
 * them go), Clear, "Show only the N chosen", "Select all N matching" and the bulk changes. Shown from the first choice on,
 * between the results and the pager, so it never covers either.
 */
export function SelectionBar({
  kind,
  state,
  scope,
  total,
  pageChosen,
  onCleared,
  inChosenView = false,
}: SelectionBarProps) {
  const { t } = useTranslation()
  const selection = useListSelection()
  const count = selection.targets.size
  const targets = useMemo(() => [...selection.targets.values()], [selection.targets])
  const every = useSelectEvery(kind, state, scope)
  const offerEvery =
    selection.scope === scope && count > 0 && pageChosen && total !== undefined && total > count

  return (
    <div className={styles.bar} role="group" aria-label={t('list.selection.label')}>
      <p className={styles.count} role="status">
        {selection.cleared ? t('list.selection.cleared') : t('list.selection.count', { count })}
      </p>
      {count > 0 && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              onCleared()
              clearSelection()
            }}
          >
            {t('list.selection.clear')}
          </Button>
          {inChosenView || selection.scope !== scope ? null : (
            <LocalizedLink to={CHOSEN_PATH} className={styles.showChosen}>
              {t('list.chosen.showOnly', { count })}
            </LocalizedLink>
          )}
          {offerEvery && !every.reading && (
            <Button size="sm" variant="secondary" onClick={every.start}>
              {t('list.selection.all', { count: total })}
            </Button>
          )}
          <Suspense fallback={null}>
            {/* A list lets go of the chosen partners once a change starts; the chosen view is
                that choice, so it keeps them, listed with what the run changes. */}
            <BulkActions kind={kind} targets={targets} onDone={inChosenView ? undefined : clearSelection} />
          </Suspense>
        </>
      )}
      {every.reading && (
        <ProgressBar
          className={styles.reading}
          label={t('list.selection.reading')}
          value={every.reading.read}
          max={every.reading.pageCount}
          valueText={
            every.reading.pageCount
              ? t('list.selection.readingPage', {
                  page: Math.min(every.reading.read + 1, every.reading.pageCount),
                  pageCount: every.reading.pageCount,
                })
              : t('list.selection.readingFirst')
          }
          cancel={{ text: t('list.selection.cancel'), onCancel: every.cancel }}
        />
      )}
      {every.error !== undefined && !every.reading && (
        <>
          <p className={styles.failed} role="alert">
            {t('list.selection.failed', { message: dataErrorMessage(t, every.error) })}
          </p>
          <Button size="sm" variant="secondary" onClick={every.retry}>
            {t('list.selection.retry')}
          </Button>
        </>
      )}
    </div>
  )
}
