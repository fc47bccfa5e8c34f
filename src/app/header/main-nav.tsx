import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { useI18next } from 'gatsby-plugin-react-i18next'

import * as styles from './main-nav.module.css'

// spec §2: four links labelled by the keys all, distributorList, dealerList, storeList.
const NAV_ITEMS = [
  { to: '/', labelKey: 'all' },
  { to: '/distributors/', labelKey: 'distributorList' },
  { to: '/dealers/', labelKey: 'dealerList' },
  { to: '/stores/', labelKey: 'storeList' },
] as const

export function MainNav() {
  const { t, originalPath } = useI18next()
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {NAV_ITEMS.map(({ to, labelKey }) => (
          <li key={to}>
            <Link to={to} className={styles.link} aria-current={currentness(originalPath, to)}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** 'page' on the list itself, 'true' on its detail pages (a list is active for its details). */
function currentness(path: string, to: string): 'page' | 'true' | undefined {
  if (path === to) return 'page'
  return to !== '/' && path.startsWith(to) ? 'true' : undefined
}
