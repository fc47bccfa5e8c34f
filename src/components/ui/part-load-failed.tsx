import { useTranslation } from 'react-i18next'

import { Button } from './button'
import * as styles from './states.module.css'

type PartLoadFailedProps = {
  onRetry: () => void
  /** In a slot the size of a button (the header's): the retry button alone, the line its name. */
  compact?: boolean
}

/**
 * In place of a part of a page whose code could not be loaded (offline, and not kept by the
 * offline worker; or gone after a deploy): a short translated line and Try again, so the rest of
 * the page, its data included, stays on screen. Small enough for a toolbar or a section.
 */
export function PartLoadFailed({ onRetry, compact = false }: PartLoadFailedProps) {
  const { t } = useTranslation('ui')
  if (compact)
    return (
      <span role="alert" className={styles.partFailed}>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          aria-label={`${t('state.partFailed')} ${t('state.retry')}`}
          title={t('state.partFailed')}
        >
          <span aria-hidden="true">↻</span>
        </Button>
      </span>
    )
  return (
    <span role="alert" className={styles.partFailed}>
      {t('state.partFailed')}{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </span>
  )
}
