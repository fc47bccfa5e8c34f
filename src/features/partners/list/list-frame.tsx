import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { PARTNER_LIST_ROUTES, type PartnerListKind } from '@/config/routes'

import { ListActionsStandIn } from './list-actions-stand-in'
import { parseListState } from './list-state'
import { PartnerFilters } from './partner-filters'
import { PartnerTable } from './partner-table'
import type { FilterOptions } from './use-filter-options'
import * as styles from './partner-list.module.css'

type ListScreenLayoutProps = {
  kind: PartnerListKind
  /** Under the title: how many there are, or that they are loading. */
  count: string
  /** The header's buttons (table or map, views, columns, export). */
  actions: ReactNode
  /** The search and filters, then the results. */
  children: ReactNode
}

/** How a list screen is laid out: the title with its count and actions, then what it holds. */
export function ListScreenLayout({ kind, count, actions, children }: ListScreenLayoutProps) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="page-title" className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="page-title">{t(PARTNER_LIST_ROUTES[kind].titleKey)}</h1>
          <p className={styles.count} role="status">
            {count}
          </p>
        </div>
        <div className={styles.actions}>{actions}</div>
      </header>
      {children}
    </section>
  )
}

const NO_OPTIONS: FilterOptions = { status: [], type: [], country: [], parent: [] }
const ignore = () => {}

/**
 * A list as it first shows, before it may load: its title, actions and filters with nothing
 * chosen, and the table's head (PrivateLayout's `frame`). It is pre-rendered, so a phone
 * paints the page's controls with the HTML instead of an empty page until the scripts have run
 * (issue 12: the list's largest paint was the search label, drawn only after hydration). It
 * holds nothing private and asks for nothing. Inert and hidden from assistive technology: the
 * screen that replaces it is the one to use; the URL's search and filters show there.
 */
export function PartnerListFrame({ kind }: { kind: PartnerListKind }) {
  const { t } = useTranslation()
  const title = t(PARTNER_LIST_ROUTES[kind].titleKey)
  const list = { state: parseListState('', kind), setSearch: ignore, setFilter: ignore, clear: ignore }
  return (
    <div aria-hidden="true" inert>
      <ListScreenLayout
        kind={kind}
        count={t('list.loading', { what: t(`list.what.${kind}`) })}
        actions={<ListActionsStandIn view={list.state.view} />}
      >
        <PartnerFilters kind={kind} list={list} options={NO_OPTIONS} onFocus={ignore} noMatches={false} />
        <div className={styles.results}>
          {/* The table's head, without the skeleton rows: past about 12.8 kB of pre-rendered HTML
              React moves the header's search button out of place, to be put back by a script
              (its Suspense boundary is outlined), and the button blinks in late. */}
          <PartnerTable
            kind={kind}
            rows={[]}
            caption={t('list.caption', { what: title, page: 1, pageCount: 1 })}
            loading={false}
          />
        </div>
      </ListScreenLayout>
    </div>
  )
}
