import type { PartnerListKind } from '@/config/routes'

import { ColumnsMenu } from './columns/columns-menu'
import { ExportButton } from './export-button'
import type { ListState } from './list-state'
import { ViewsMenu } from './views/views-menu'

type ListActionsProps = {
  kind: PartnerListKind
  state: ListState
  exportDisabled: boolean
}

/**
 * The menus in a list's header, after its table-or-map switch: its views (issue 15 §2), its
 * columns (§4) and the CSV export. A chunk of its own, with the later code it shares (about
 * 100 kB gzip), loaded once the first rows are on screen (partner-list-screen.tsx); until then
 * ListActionsStandIn holds their place.
 */
export function ListActions({ kind, state, exportDisabled }: ListActionsProps) {
  return (
    <>
      <ViewsMenu kind={kind} state={state} />
      {state.view === 'table' && <ColumnsMenu kind={kind} />}
      <ExportButton kind={kind} state={state} disabled={exportDisabled} />
    </>
  )
}
