import { useRef } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { PartnerSet } from '../api/read-every-partner'

import { ExportProgressPanel, exportStep } from './export-progress'
import { useCsvExport } from './use-csv-export'

type ExportButtonProps = { partners: PartnerSet; disabled: boolean }

/**
 * Downloads the whole filtered list, or every partner chosen, as CSV (use-csv-export). Once the first page has told how much
 * there is, its progress and Cancel show beside it (a large export's question comes first).
 */
export function ExportButton({ partners, disabled }: ExportButtonProps) {
  const { t } = useTranslation()
  const { exportCsv, exporting, progress, cancel } = useCsvExport(partners)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        onClick={() => void exportCsv()}
        loading={exporting}
        disabled={disabled}
      >
        {t('list.export.button')}
      </Button>
      {exporting && progress && (
        <ExportProgressPanel progress={progress} onCancel={cancel} returnFocusTo={button} />
      )}
      {/* Rendered before any export, so that what it later says is announced. */}
      <p role="status" className="visually-hidden">
        {exporting ? exportStep(t, progress) : ''}
      </p>
    </>
  )
}
