import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import type { BusinessPartnerWritable } from '@/entities/business-partner-writable'

import * as styles from '../edit-form.module.css'
import { useOpenForm } from '../use-open-form'

// The form loads on first use, not with the page (later features stay off the first load).
const WebLinksForm = lazyNamed(() => import('./web-links-form'), 'WebLinksForm')

type Editing = { record?: BusinessPartnerWritable }

/**
 * Change a partner's web and social links, or add them when it has none: the
 * buttons under the section and the form while it is open. `writables` is undefined until the
 * partner's records are known, so "Add" never shows for a partner whose links are still loading.
 */
export function useWebLinksEditing(
  partnerId: number,
  writables: readonly BusinessPartnerWritable[] | undefined,
) {
  const { t } = useTranslation('detail')
  const { editing, mayOpen, open, close } = useOpenForm<Editing>()

  const buttons = mayOpen && writables && (
    <div className={styles.addRow}>
      {writables.length === 0 ? (
        <Button size="sm" onClick={() => open({})}>
          {t('edit.webLinks.add')}
        </Button>
      ) : (
        writables.map((record, index) => (
          <Button key={record.id} size="sm" variant="secondary" onClick={() => open({ record })}>
            {t('edit.webLinks.change')}
            {writables.length > 1 && <span className="visually-hidden"> {index + 1}</span>}
          </Button>
        ))
      )}
    </div>
  )

  const form = editing && (
    <Suspense fallback={null}>
      <WebLinksForm partnerId={partnerId} record={editing.record} onClose={close} />
    </Suspense>
  )

  return { buttons, form }
}
