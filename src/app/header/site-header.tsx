import type { ReactNode } from 'react'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { useTranslation } from 'react-i18next'

import logoUrl from '@/images/logo.svg'

import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import * as styles from './site-header.module.css'

type SiteHeaderProps = {
  /** The signed-in user's avatar and card. */
  userMenu?: ReactNode
}

/** The sticky header of private pages (spec §2): logo, four links, language, avatar. */
export function SiteHeader({ userMenu }: SiteHeaderProps) {
  const { t } = useTranslation()
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={t('nav.home')}>
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className={styles.brandName}>{t('siteTitle')}</span>
        </Link>
        <div className={styles.nav}>
          <MainNav />
        </div>
        <div className={styles.tools}>
          <LanguageSwitcher />
          {userMenu}
        </div>
      </div>
    </header>
  )
}
