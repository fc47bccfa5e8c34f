import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'

import * as styles from './bulk-form.module.css'

type PreCheckProgressProps = {
  /** What is being looked for: the bar's name. */
  label: string
  checked: number
  total: number
  onStop: () => void
}

/** The look before a bulk change, inside its dialog: how far it got, and Stop (the form stays). */
export function PreCheckProgress({ label, checked, total, onStop }: PreCheckProgressProps) {
  const { t } = useTranslation('run')
  return (
    <div className={styles.check}>
      <ProgressBar
        label={label}
        value={checked}
        max={total}
        valueText={t('check.numbers', { checked, total })}
      />
      <Button size="sm" variant="secondary" onClick={onStop}>
        {t('check.stop')}
      </Button>
    </div>
  )
}
