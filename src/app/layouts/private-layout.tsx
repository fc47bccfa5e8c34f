import { Suspense, type ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { useAuthGate } from '@/lib/auth/auth-gate'
import { useDeferred } from '@/lib/page-load/deferred'
import { useHydrated } from '@/lib/use-hydrated'

import { SiteHeader } from '../header/site-header'
import { AppNotices } from '../app-notices'
import { PageFrame } from '../page-frame'

import * as styles from './layouts.module.css'
import { PageErrorBoundary } from './page-error-boundary'
import { TranslatedOnly } from './translated-only'

type PrivateLayoutProps = {
  children: ReactNode
  /**
   * What the page shows with its HTML and while React hydrates, before the sign-in gate has been
   * passed: nothing private (a partner's page: its loading frame, where the first script shows the
   * partner's name and account number before the app has run, docs/decisions/019).
   */
  prerendered?: ReactNode
}

// The avatar is not what a page is opened for: it waits until the page is idle after its first
// data (its slot in the header keeps its place meanwhile), off every private page's first load.
const UserMenu = lazyNamed(() => import('@/features/auth/user-menu'), 'UserMenu', { compact: true })

/**
 * Layout of the pages that need a signed-in user: sticky header and a main area.
 * The frame (skip link, logo, links, language) holds nothing private and is pre-rendered, so it
 * shows with the HTML, before any script has run; the page itself and the user's avatar render
 * only once the auth gate passes, so nothing private renders (or fetches) before sign-in.
 *
 * The main area stays empty until then, except for what a page pre-renders (`prerendered`).
 * Pre-rendering a list's title, search and filters there painted them sooner but brought the
 * first row later, because the browser lays them out and React hydrates and replaces them first
 * (docs/decisions/019); a partner's page pre-renders only the small frame its first values are
 * shown in.
 */
export function PrivateLayout({ children, prerendered }: PrivateLayoutProps) {
  return (
    <TranslatedOnly>
      <PageFrame>
        <PrivateShell prerendered={prerendered}>{children}</PrivateShell>
      </PageFrame>
    </TranslatedOnly>
  )
}

function PrivateShell({ children, prerendered = null }: PrivateLayoutProps) {
  const { t } = useTranslation()
  const signedIn = useAuthGate()
  const hydrated = useHydrated()
  const avatarWanted = useDeferred('idle', [UserMenu])
  return (
    <>
      <div className={styles.privateShell}>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader
          userMenu={
            signedIn && avatarWanted ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : null
          }
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          {signedIn ? <PageErrorBoundary>{children}</PageErrorBoundary> : hydrated ? null : prerendered}
        </main>
      </div>
      <AppNotices />
    </>
  )
}
