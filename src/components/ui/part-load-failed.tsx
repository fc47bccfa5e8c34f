import { useTranslation } from 'react-i18next'

import { Button } from './button'
import * as styles from './states.module.css'

type PartLoadFailedProps = {
  onRetry: () => void
  /** The line's words; by default, that the part could not be loaded. */
  message?: string
  /** The button's words; by default "Try again". */
  retryLabel?: string
  /** In a slot the size of a button (the header's): the retry button alone, the line its name. */
  compact?: boolean
}

/**
 * In place of a part of a page whose code could not be loaded (offline, and not kept by the
 * offline worker; or gone after a deploy), or beside data that could not be refreshed: a short
 * translated line and Try again, so the rest of the page, its data included, stays on screen.
 * Small enough for a toolbar or a section.
 */
export function PartLoadFailed({ onRetry, message, retryLabel, compact = false }: PartLoadFailedProps) {
  const { t } = useTranslation('ui')
  const line = message ?? t('state.partFailed')
  const retry = retryLabel ?? t('state.retry')
  if (compact)
    return (
      <span role="alert" className={styles.partFailed}>
        <Button variant="secondary" size="sm" onClick={onRetry} aria-label={`${line} ${retry}`} title={line}>
          <span aria-hidden="true">↻</span>
        </Button>
      </span>
    )
  return (
    <span role="alert" className={styles.partFailed}>
      {line}{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </span>
  )
}
