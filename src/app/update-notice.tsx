import { useTranslation } from 'react-i18next'

import { useRouteChangeStore } from '@/stores/route-change-store'

import * as styles from './notices.module.css'

/**
 * A new deploy is waiting in the service worker. gatsby-browser reloads on the next route
 * change by itself; this lets the user reload now instead.
 */
export function UpdateNotice() {
  const { t } = useTranslation()
  const updateReady = useRouteChangeStore((state) => state.updateReady)
  if (!updateReady) return null
  return (
    <div role="status" className={styles.update}>
      <p className={styles.notice}>
        <span>{t('update.ready')}</span>{' '}
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {t('update.reload')}
        </button>
      </p>
    </div>
  )
}
