import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import { useDisclosure } from '@/components/ui/use-disclosure'
import type { PartnerListKind } from '@/config/routes'
import * as menu from '@/components/ui/menu-panel.module.css'

import type { ListState } from '../../model/list-state'

import * as styles from './views-menu.module.css'

// The saved views, their forms and storage load when the menu first opens, not with the list.
const ViewsPanel = lazyNamed(() => import('./views-panel'), 'ViewsPanel')

type ViewsMenuProps = { kind: PartnerListKind; state: ListState }

/**
 * A list's views menu: a disclosure (use-disclosure.ts), since its panel holds links and forms,
 * which a role=menu could not (views-panel.tsx).
 */
export function ViewsMenu({ kind, state }: ViewsMenuProps) {
  const { t } = useTranslation()
  const { open, close, rootProps, buttonProps, panelProps } = useDisclosure()

  return (
    <div {...rootProps} className={`${menu.menu} ${styles.menu}`}>
      <Button {...buttonProps} variant="secondary">
        {t('list.views.button')}
      </Button>
      {open ? (
        <div {...panelProps} className={`${menu.panel} ${styles.panel}`}>
          <Suspense fallback={null}>
            <ViewsPanel kind={kind} state={state} onClose={close} />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
