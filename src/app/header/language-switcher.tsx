import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'

import { useLocationSearch } from '@/lib/use-location-search'

import * as styles from './language-switcher.module.css'

/**
 * Links to this same page in each other language, keeping the query string (a detail page's
 * `?id=`). The plugin's Link stores the choice in localStorage, so it sticks (spec §1).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { languages, language, originalPath } = useI18next()
  const search = useLocationSearch()
  return (
    <ul className={styles.switcher} aria-label={t('language.label')}>
      {languages.map((lng) => (
        <li key={lng}>
          {lng === language ? (
            <span className={styles.current} aria-current="true" lang={lng}>
              {t(`language.${lng}`)}
            </span>
          ) : (
            <Link
              to={`${originalPath}${search}`}
              language={lng}
              className={styles.link}
              lang={lng}
              title={t('language.switchTo', { language: t(`language.${lng}`) })}
            >
              {t(`language.${lng}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
