import type { ReactNode } from 'react'

import { LanguageSwitcher } from '../header/language-switcher'
import { AppNotices } from '../app-notices'
import { PageFrame } from '../page-frame'

import * as styles from './layouts.module.css'
import { PageErrorBoundary } from './page-error-boundary'
import { TranslatedOnly } from './translated-only'

type PublicLayoutProps = { children: ReactNode }

/** Layout of the pages open to everyone: plain and full screen. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <TranslatedOnly>
      <PageFrame>
        <div className={styles.publicShell}>
          <div className={styles.publicTools}>
            <LanguageSwitcher />
          </div>
          <main id="main" className={styles.publicMain}>
            <PageErrorBoundary>{children}</PageErrorBoundary>
          </main>
          <AppNotices />
        </div>
      </PageFrame>
    </TranslatedOnly>
  )
}
