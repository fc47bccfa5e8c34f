import type { PartnerListKind } from '@/config/routes'

import { ExportButton } from './export-button'
import type { ListState } from './list-state'
import { ViewsMenu } from './views/views-menu'
import * as styles from './partner-list.module.css'

type ListActionsProps = { kind: PartnerListKind; state: ListState; exportDisabled: boolean }

/**
 * The actions in a list's header: its views (issue 15 §2) and the CSV export. A chunk of its
 * own, fetched as the list renders: the first rows need neither (speed issue, part 4, and the
 * size guard e2e/first-load-budget, which the views menu would otherwise have overrun).
 */
export function ListActions({ kind, state, exportDisabled }: ListActionsProps) {
  return (
    <div className={styles.actions}>
      <ViewsMenu kind={kind} state={state} />
      <ExportButton kind={kind} state={state} disabled={exportDisabled} />
    </div>
  )
}
