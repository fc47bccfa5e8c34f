import { useSyncExternalStore } from 'react'

import { onlineManager } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import * as styles from './notices.module.css'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)

/**
 * Says so while the browser is offline (docs/decisions/004): pages and lists already opened still
 * show, from the service worker's copies, and refresh by themselves once the network is back
 * (app-query-client invalidates on reconnect; nothing reloads the page). It reads the same online
 * state React Query acts on, so the notice and the refetch never disagree. The live region is
 * always present so screen readers hear the change; pre-rendering assumes online.
 */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  )
  return (
    <div role="status" aria-live="polite" className={styles.offlineRegion}>
      {online ? null : <p className={styles.notice}>{t('offline.notice')}</p>}
    </div>
  )
}
