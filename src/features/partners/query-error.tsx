import { useTranslation } from 'react-i18next'

import { isDataServiceError } from '@/lib/data-service/errors'

import * as styles from './partner-detail.module.css'

type QueryErrorProps = { error: unknown; onRetry: () => void }

/** A failed query: the data layer's translated message and a way to try again. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation()
  const message = isDataServiceError(error) ? t(error.i18nKey, error.values) : t('data:errors.unknown')
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>{t('queryError.title')}</p>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('queryError.retry')}
      </button>
    </div>
  )
}
