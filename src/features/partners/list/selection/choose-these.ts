import { forgetWithSession } from '@/lib/auth/session-memory'

import type { BulkTarget } from '../../bulk/run/bulk-change'
import { DEFAULT_LIST_STATE } from '../../model/list-state'

import { selectionScope, toTarget } from './selection-rules'
import { forgetSelection, useListSelection } from './selection-store'

// A choice made here (the overview's "Select these N") is the session's data like any other.
forgetWithSession(forgetSelection)

/**
 * `targets` become the whole selection, as if chosen on the unfiltered All list: the chosen view
 * shows them, and leaving it for that list keeps them.
 */
export function chooseThese(targets: readonly BulkTarget[]) {
  useListSelection.setState(
    {
      kind: 'all',
      scope: selectionScope('all', DEFAULT_LIST_STATE),
      targets: new Map(targets.map((target) => [target.id, toTarget(target)])),
      cleared: false,
    },
    true,
  )
}
