import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { LIST_VIEWS, type ListView } from '../model/list-state'
import * as styles from './partner-list.module.css'

type ViewSwitchProps = { value: ListView; onChange: (view: ListView) => void }

/** Table or map: two toggle buttons; the choice is in the address (`view=map`). */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  const { t } = useTranslation()
  return (
    <div role="group" aria-label={t('list.view.label')} className={styles.viewSwitch}>
      {LIST_VIEWS.map((view) => (
        <Button
          key={view}
          size="sm"
          variant={view === value ? 'primary' : 'secondary'}
          aria-pressed={view === value}
          onClick={() => onChange(view)}
        >
          {t(`list.view.${view}`)}
        </Button>
      ))}
    </div>
  )
}
