import { Link } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import * as styles from './main-nav.module.css'

// spec §2: four links labelled by the keys all, distributorList, dealerList, storeList.
const NAV_ITEMS = [
  { to: '/', labelKey: 'all', partiallyActive: false },
  { to: '/distributors/', labelKey: 'distributorList', partiallyActive: true },
  { to: '/dealers/', labelKey: 'dealerList', partiallyActive: true },
  { to: '/stores/', labelKey: 'storeList', partiallyActive: true },
] as const

export function MainNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {NAV_ITEMS.map(({ to, labelKey, partiallyActive }) => (
          <li key={to}>
            {/* Gatsby's Link marks the current page with aria-current="page"; the CSS keys off it. */}
            <Link to={to} partiallyActive={partiallyActive} className={styles.link}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
