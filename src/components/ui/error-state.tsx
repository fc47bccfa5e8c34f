import { useTranslation } from 'react-i18next'

import { Button } from './button'
import * as styles from './states.module.css'

type ErrorStateProps = {
  /** Defaults to "Something went wrong". */
  title?: string
  message: string
  /** When given, a retry button calls it. */
  onRetry?: () => void
  /** Defaults to "Try again". */
  retryLabel?: string
}

/** A failed load in place of its content; role="alert" so screen readers hear it at once. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('ui')
  return (
    <div role="alert" className={`${styles.state} ${styles.error}`}>
      <h2 className={styles.title}>{title ?? t('state.errorTitle')}</h2>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('state.retry')}
        </Button>
      )}
    </div>
  )
}
