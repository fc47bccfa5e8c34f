import type { PartnerListKind } from '@/config/routes'

import type { BulkTarget } from '../run/bulk-change'

/** What every bulk form is opened with: the selection, and what to do once its change started. */
export type BulkFormProps = {
  kind: PartnerListKind
  targets: readonly BulkTarget[]
  onClose: () => void
  /** The change went to the runner (the list clears its selection). */
  onStarted?: () => void
}
