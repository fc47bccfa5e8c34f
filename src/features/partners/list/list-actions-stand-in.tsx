import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { LIST_VIEWS, type ListView } from '../model/list-state'
import * as styles from './partner-list.module.css'

/**
 * The buttons of ListActions, with the same labels and look, while their code loads: the header
 * keeps its size (and where it wraps), so the rows below do not move when the real ones come.
 * Inert and hidden from assistive technology: nothing here can be used yet.
 */
export function ListActionsStandIn({ view, roomForImport }: { view: ListView; roomForImport: boolean }) {
  const { t } = useTranslation()
  const menus = [
    'list.views.button',
    ...(view === 'table' ? ['list.columns.button'] : []),
    'list.export.button',
    ...(roomForImport ? ['bulk:import.button'] : []),
  ]
  return (
    <span className={styles.standIn} aria-hidden="true" inert="">
      <span className={styles.viewSwitch}>
        {LIST_VIEWS.map((each) => (
          <Button key={each} size="sm" variant={each === view ? 'primary' : 'secondary'} tabIndex={-1}>
            {t(`list.view.${each}`)}
          </Button>
        ))}
      </span>
      {menus.map((label) => (
        <Button key={label} variant="secondary" tabIndex={-1}>
          {t(label)}
        </Button>
      ))}
    </span>
  )
}
