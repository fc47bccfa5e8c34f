import { memo, Suspense, type ReactNode } from 'react'

import { lazyNamed } from '@/components/lazy-named'
import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { useTranslation } from 'react-i18next'

import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import * as styles from './site-header.module.css'

// The search button and (on first use) the jump dialog arrive just after the page's
// first script, not in it: the size guard (e2e/first-load-budget) counts every byte before the
// first data, and nothing of this is needed for the first row. Its shortcuts listen from the
// app's start (jump-shortcuts.ts).
const JumpButton = lazyNamed(() => import('./jump-button'), 'JumpButton', { compact: true })

/**
 * The search button is pre-rendered with the header and hydrates when its chunk arrives. The
 * header renders again before then (the avatar arrives with the auth gate), and React drops a
 * pre-rendered boundary that is updated before it has hydrated, showing its fallback instead:
 * the button would blink out. Memoised without props, the boundary is left alone until then.
 */
const JumpSlot = memo(function JumpSlot() {
  return (
    <Suspense fallback={null}>
      <JumpButton />
    </Suspense>
  )
})

/**
 * The brand's mark: a bicycle on the brand's blue. Drawn inline, as markup that compresses, not
 * as a base64 image in every page's script (the size guard, e2e/first-load-budget.spec.ts). The
 * link around it is named, so the mark is hidden from assistive technology.
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <g fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="40" r="9" />
        <circle cx="46" cy="40" r="9" />
        <path d="M18 40 27 24h14l5 16M27 24l8 16h-17M39 18h6" />
      </g>
    </svg>
  )
}

type SiteHeaderProps = {
  /** The signed-in user's avatar and card; until they show, their place is kept empty. */
  userMenu: ReactNode | null
}

/**
 * The sticky header of private pages: logo, four links, search, language, avatar.
 */
export function SiteHeader({ userMenu }: SiteHeaderProps) {
  const { t } = useTranslation()
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={t('nav.home')}>
          <BrandMark />
          <span className={styles.brandName}>{t('siteTitle')}</span>
        </Link>
        <div className={styles.nav}>
          <MainNav />
        </div>
        <div className={styles.tools}>
          <JumpSlot />
          <LanguageSwitcher />
          <div className={styles.userSlot}>{userMenu}</div>
        </div>
      </div>
    </header>
  )
}
