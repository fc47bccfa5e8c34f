import { Suspense, useId, useRef, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import type { PartnerListKind } from '@/config/routes'

import type { ListState } from '../list-state'

import * as styles from './views-menu.module.css'

// The saved views, their forms, storage and the menu's closing rules load when the menu first
// opens, not with the list (e2e/first-load-budget.spec.ts).
const ViewsPanel = lazyNamed(() => import('./views-panel'), 'ViewsPanel')

type ViewsMenuProps = { kind: PartnerListKind; state: ListState }

/**
 * A list's views menu: a disclosure (WAI-ARIA APG) like the user menu, since its
 * panel holds links and forms, which a role=menu could not (views-panel.tsx).
 */
export function ViewsMenu({ kind, state }: ViewsMenuProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  return (
    <div className={styles.menu}>
      <Button
        ref={buttonRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('list.views.button')}
      </Button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <Suspense fallback={null}>
            <ViewsPanel
              kind={kind}
              state={state}
              onClose={(refocus) => {
                setOpen(false)
                if (refocus) buttonRef.current?.focus()
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
