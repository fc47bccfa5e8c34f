import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'

import { useOpenForm } from '../../edit/use-open-form'

// The dialog, its table and its rules load when it is opened; the readers of CSV and Excel
// files when a file of that kind is chosen (docs/decisions/021).
const ImportDialog = lazyNamed(() => import('./import-dialog'), 'ImportDialog')

/** "Import closing dates", in a list's actions: opens the import dialog, focus back here after. */
export function ImportButton() {
  const { t } = useTranslation('run')
  const { editing: open, open: show, close } = useOpenForm<true>()
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => show(true)}>
        {t('import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={close} />
        </Suspense>
      )}
    </>
  )
}
