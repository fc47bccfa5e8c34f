import type { PartnerListKind } from '@/config/routes'

import { ImportButton } from '../bulk/import/import-button'

import { ColumnsMenu } from './columns/columns-menu'
import { ExportButton } from './export-button'
import { toListParams, type ListState, type ListView } from '../model/list-state'
import { ViewSwitch } from './view-switch'
import { ViewsMenu } from './views/views-menu'

type ListActionsProps = {
  kind: PartnerListKind
  state: ListState
  exportDisabled: boolean
  onViewChange: (view: ListView) => void
  /** An editor's list also imports closing dates. */
  mayChange: boolean
}

/**
 * The actions in a list's header: table or map, its views, its columns, the CSV export and the
 * import of closing dates (an editor's). A chunk of its own, with the later code it shares (about 100 kB gzip),
 * loaded once the first rows are on screen (partner-list-screen.tsx); until then
 * ListActionsStandIn holds their place.
 */
export function ListActions({ kind, state, exportDisabled, onViewChange, mayChange }: ListActionsProps) {
  return (
    <>
      <ViewSwitch value={state.view} onChange={onViewChange} />
      <ViewsMenu kind={kind} state={state} />
      {state.view === 'table' && <ColumnsMenu kind={kind} />}
      <ExportButton partners={{ kind, params: toListParams(state) }} disabled={exportDisabled} />
      {mayChange && <ImportButton />}
    </>
  )
}
