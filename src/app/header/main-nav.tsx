import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { PARTNER_LIST_KINDS, PARTNER_LIST_ROUTES } from '@/config/routes'

import * as styles from './main-nav.module.css'

/** Four links labelled by the keys all, distributorList, dealerList, storeList. */
export function MainNav() {
  const { t } = useTranslation()
  const { originalPath } = useI18next()
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {PARTNER_LIST_KINDS.map((kind) => {
          const { path, navLabelKey } = PARTNER_LIST_ROUTES[kind]
          return (
            <li key={kind}>
              <Link to={path} className={styles.link} aria-current={currentness(originalPath, path)}>
                {t(navLabelKey)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** 'page' on the list itself, 'true' on its detail pages (a list is active for its details). */
function currentness(path: string, to: string): 'page' | 'true' | undefined {
  if (path === to) return 'page'
  return to !== '/' && path.startsWith(to) ? 'true' : undefined
}
