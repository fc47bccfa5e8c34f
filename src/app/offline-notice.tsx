import { useSyncExternalStore } from 'react'

import { useTranslation } from 'react-i18next'

import * as styles from './notices.module.css'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Says so while the browser is offline (issue 9): pages and lists already opened still show,
 * from the service worker's copies, and refresh by themselves once the network is back (React
 * Query refetches on reconnect; nothing reloads the page). The live region is always present
 * so screen readers hear the change; pre-rendering assumes online.
 */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div role="status" aria-live="polite" className={styles.offlineRegion}>
      {online ? null : <p className={styles.notice}>{t('offline.notice')}</p>}
    </div>
  )
}
