import { Suspense, useId } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import { useDisclosure } from '@/components/ui/use-disclosure'
import type { PartnerListKind } from '@/config/routes'
import * as menu from '@/components/ui/menu-panel.module.css'

import { useOpenForm } from '../../edit/use-open-form'
import type { BulkTarget } from '../run/bulk-change'
import { useBulkRunStore } from '../run/run-store'

import * as styles from './bulk-actions.module.css'

// Each form loads when it is first pointed at or chosen, not with the selection bar.
const FORMS = {
  addClosingDate: lazyNamed(() => import('./add-closing-date-form'), 'AddClosingDateForm'),
  storeSettings: lazyNamed(() => import('./bulk-store-settings-form'), 'BulkStoreSettingsForm'),
  service: lazyNamed(() => import('./bulk-service-form'), 'BulkServiceForm'),
  deleteClosingDates: lazyNamed(() => import('./delete-closing-dates-form'), 'DeleteClosingDatesForm'),
}
type BulkAction = keyof typeof FORMS
const ACTIONS = Object.keys(FORMS) as BulkAction[]

export type BulkActionsProps = { kind: PartnerListKind; targets: readonly BulkTarget[]; onDone?: () => void }

/**
 * The bulk changes a list's selection offers, in a disclosure (use-disclosure.ts) that fits a
 * 360 px selection bar: each opens its dialog, which names how many partners it will touch before
 * anything is written. While a run goes on the actions stay in the tab order, dimmed, and say why
 * they do nothing: one run at a time, and its panel is where to cancel it.
 */
export function BulkActions({ kind, targets, onDone }: BulkActionsProps) {
  const { t } = useTranslation('run')
  const running = useBulkRunStore(
    (state) => state.run?.status === 'running' || state.run?.status === 'cancelling',
  )
  const { open, close, rootProps, buttonProps, panelProps } = useDisclosure()
  const { editing, open: openForm, close: closeForm } = useOpenForm<BulkAction>()
  const noteId = useId()
  const Form = editing && FORMS[editing]

  const choose = (action: BulkAction) => {
    if (running) return
    // Focus back on the menu's button first: the dialog gives it back there when it closes.
    close({ refocus: true })
    openForm(action)
  }
  const preload = (action: BulkAction) => () => void FORMS[action].preload().catch(() => undefined)

  return (
    <>
      <div {...rootProps} className={menu.menu}>
        <Button {...buttonProps} size="sm">
          {t('actions.button')}
        </Button>
        {open && (
          // Above the button: the selection bar is held at the bottom of the window.
          <div {...panelProps} className={`${menu.panel} ${menu.upwards} ${styles.panel}`}>
            {running && (
              <p id={noteId} className={styles.note}>
                {t('actions.running')}
              </p>
            )}
            <ul className={styles.actions}>
              {ACTIONS.map((action) => (
                <li key={action}>
                  <Button
                    variant="ghost"
                    className={styles.action}
                    aria-disabled={running || undefined}
                    aria-describedby={running ? noteId : undefined}
                    onClick={() => choose(action)}
                    onFocus={preload(action)}
                    onPointerEnter={preload(action)}
                  >
                    {t(`actions.${action}`)}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {Form && (
        <Suspense fallback={null}>
          <Form kind={kind} targets={targets} onClose={closeForm} onStarted={onDone} />
        </Suspense>
      )}
    </>
  )
}
