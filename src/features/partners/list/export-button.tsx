import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import type { PartnerListKind } from '@/config/routes'

import type { ListState } from './list-state'
import { useCsvExport } from './use-csv-export'

type ExportButtonProps = { kind: PartnerListKind; state: ListState; disabled: boolean }

/** Downloads the whole filtered list as CSV (use-csv-export). */
export function ExportButton({ kind, state, disabled }: ExportButtonProps) {
  const { t } = useTranslation()
  const { exportCsv, exporting } = useCsvExport(kind, state)
  return (
    <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={disabled}>
      {t('list.export.button')}
    </Button>
  )
}
