import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { SiteHeader } from '../header/site-header'
import { RouteChangeNotice } from '../route-change-notice'
import { UpdateNotice } from '../update-notice'

import * as styles from './layouts.module.css'

type PrivateLayoutProps = { children: ReactNode }

/** Layout of the pages that need a signed-in user (spec §2): sticky header and a main area. */
export function PrivateLayout({ children }: PrivateLayoutProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.privateShell}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <RouteChangeNotice />
      <UpdateNotice />
    </div>
  )
}
