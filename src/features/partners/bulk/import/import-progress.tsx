import { useTranslation } from 'react-i18next'

import { ProgressBar } from '@/components/ui/progress-bar'

import type { ReadingProgress } from './use-import-file'

/** How far reading the file, then finding its partners and their closing dates, has come. */
export function ImportProgress({ fileName, progress }: { fileName: string; progress: ReadingProgress }) {
  const { t } = useTranslation('run')
  const { phase, done, total } = progress
  const label = phase === 'file' ? t('import.reading.file', { fileName }) : t(`import.reading.${phase}`)
  const valueText =
    phase === 'file'
      ? t('import.reading.percent', { percent: total > 0 ? Math.floor((done / total) * 100) : 0 })
      : t('import.reading.requests', { done, total })
  return <ProgressBar label={label} value={done} max={total} valueText={valueText} />
}
