import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { UserMenu } from '@/features/auth/user-menu'
import { AuthGate } from '@/lib/auth/auth-gate'

import { SiteHeader } from '../header/site-header'
import { AppNotices } from '../app-notices'

import * as styles from './layouts.module.css'
import { PageErrorBoundary } from './page-error-boundary'
import { TranslatedOnly } from './translated-only'

type PrivateLayoutProps = { children: ReactNode }

/**
 * Layout of the pages that need a signed-in user (spec §2): sticky header and a main area,
 * all behind the auth gate, so nothing private renders (or fetches) before sign-in.
 */
export function PrivateLayout({ children }: PrivateLayoutProps) {
  return (
    <TranslatedOnly>
      <PrivateShell>{children}</PrivateShell>
    </TranslatedOnly>
  )
}

function PrivateShell({ children }: PrivateLayoutProps) {
  const { t } = useTranslation()
  return (
    <>
      <AuthGate>
        <div className={styles.privateShell}>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <SiteHeader userMenu={<UserMenu />} />
          <main id="main" className={styles.main} tabIndex={-1}>
            <PageErrorBoundary>{children}</PageErrorBoundary>
          </main>
        </div>
      </AuthGate>
      <AppNotices />
    </>
  )
}
