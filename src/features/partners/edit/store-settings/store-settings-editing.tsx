import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import type { StoreConfig } from '@/entities/store-config'

import { useOpenForm } from '../use-open-form'

// The form loads on first use, not with the page (later features stay off the first load).
const StoreSettingsForm = lazyNamed(() => import('./store-settings-form'), 'StoreSettingsForm')

/**
 * Change a store config's settings: an Edit button for each config (a partner
 * normally has one; with several, each button names its record) and the form while one is open.
 */
export function useStoreSettingsEditing(count: number) {
  const { t } = useTranslation('detail')
  const { editing, mayOpen, open, close } = useOpenForm<StoreConfig>()

  const button = (record: StoreConfig) =>
    mayOpen && (
      <Button size="sm" variant="secondary" onClick={() => open(record)}>
        {t('edit.storeSettings.change')}
        {count > 1 && ` (${t('edit.storeSettings.record', { id: record.id })})`}
      </Button>
    )

  const form = editing && (
    <Suspense fallback={null}>
      <StoreSettingsForm record={editing} onClose={close} />
    </Suspense>
  )

  return { button, form }
}
