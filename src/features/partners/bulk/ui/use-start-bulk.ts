import { useQueryClient } from '@tanstack/react-query'

import type { SaveResult } from '../../edit/use-edit-form'
import type { BulkChange } from '../run/bulk-change'
import { startBulkChange } from '../run/run-store'

/** The runner refused: another run is going. The actions are disabled then, so only a race gets here. */
class RunBusyError extends Error {
  override name = 'RunBusyError'
}

/**
 * A bulk form's save: the change goes to the runner and the dialog closes, the run panel taking
 * over. No toast: the panel says that it runs and how it ended, and the run refreshes what it
 * changed once it ends.
 */
export function useStartBulk(onStarted?: () => void) {
  const client = useQueryClient()
  return (change: BulkChange): SaveResult<never> => {
    if (!startBulkChange(change, client)) throw new RunBusyError('A bulk change is running already')
    onStarted?.()
    return { kind: 'done' }
  }
}
