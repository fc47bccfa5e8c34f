import { useTranslation } from 'react-i18next'

import { ProgressBar } from '@/components/ui/progress-bar'

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
    <ProgressBar
      label={label}
      value={checked}
      max={total}
      valueText={t('check.numbers', { checked, total })}
      cancel={{ text: t('check.stop'), onCancel: onStop }}
    />
  )
}
