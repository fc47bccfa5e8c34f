import type { PartnerListKind } from '@/config/routes'

import type { BulkTarget } from '../run/bulk-change'

export type BulkActionsProps = { kind: PartnerListKind; targets: readonly BulkTarget[]; onDone?: () => void }

// A placeholder so the list's selection bar compiles: replaced by the bulk dialogs' actions.
export function BulkActions(_props: BulkActionsProps) {
  return null
}
