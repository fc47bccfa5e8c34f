import { useTranslation } from 'react-i18next'

import { useRouteChangeStore } from '@/stores/route-change-store'

import * as styles from './notices.module.css'

/**
 * Shown while a route change has taken longer than 1 s (set from gatsby-browser's
 * onRouteUpdateDelayed). The live region is always present so screen readers hear the change.
 */
export function RouteChangeNotice() {
  const { t } = useTranslation()
  const delayed = useRouteChangeStore((state) => state.delayed)
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {delayed ? <p className={styles.notice}>{t('routeChange.loading')}</p> : null}
    </div>
  )
}
