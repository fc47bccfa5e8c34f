import { useTranslation } from 'react-i18next'

import { ProgressBar } from '@/components/ui/progress-bar'

import { useReadingProgress } from './api/reading-progress'
import * as styles from './sections/sections.module.css'

/**
 * How far the overview's readings have come, every resource's pages together (the house progress
 * bar), with Stop: shown once a first page has told how many there are.
 */
export function ReadingBar({ onStop }: { onStop: () => void }) {
  const { t } = useTranslation('overview')
  const { read, pageCount } = useReadingProgress()
  if (pageCount === 0) return null
  return (
    <ProgressBar
      className={styles.progress}
      label={t('progress.label')}
      value={read}
      max={pageCount}
      valueText={t('progress.pages', { read, pageCount })}
      cancel={{ text: t('progress.cancel'), onCancel: onStop }}
    />
  )
}
