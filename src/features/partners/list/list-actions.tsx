import type { PartnerListKind } from '@/config/routes'

import { ColumnsMenu } from './columns/columns-menu'
import { ExportButton } from './export-button'
import type { ListState, ListView } from './list-state'
import { ViewsMenu } from './views/views-menu'
import * as styles from './partner-list.module.css'
import { ViewSwitch } from './view-switch'

type ListActionsProps = {
  kind: PartnerListKind
  state: ListState
  exportDisabled: boolean
  onViewChange: (view: ListView) => void
}

/**
 * The actions in a list's header: table or map (issue 15 §3), its views (§2) and the CSV export. A chunk of its
 * own, fetched as the list renders: the first rows need neither (speed issue, part 4, and the
 * size guard e2e/first-load-budget, which the views menu would otherwise have overrun).
 */
export function ListActions({ kind, state, exportDisabled, onViewChange }: ListActionsProps) {
  return (
    <div className={styles.actions}>
      <ViewSwitch value={state.view} onChange={onViewChange} />
      <ViewsMenu kind={kind} state={state} />
      {state.view === 'table' && <ColumnsMenu kind={kind} />}
      <ExportButton kind={kind} state={state} disabled={exportDisabled} />
    </div>
  )
}
