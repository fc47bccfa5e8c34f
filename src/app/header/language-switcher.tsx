import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { isLanguage } from '@/config/site'
import { useAddressLanguage } from '@/lib/use-address-language'
import { useLocationSearch } from '@/lib/use-location-search'

import * as styles from './language-switcher.module.css'

/**
 * Links to the address in the browser in each other language, keeping the query string (a
 * detail page's `?id=`): on a not-found page, to the same unknown path, which the other
 * language's not-found page answers. The plugin's Link stores the choice, so it sticks (product
 * spec).
 */
export function LanguageSwitcher() {
  const { i18n } = useTranslation()
  const { languages, language: pageLanguage, originalPath } = useI18next()
  const { language, path } = useAddressLanguage(isLanguage(pageLanguage) ? pageLanguage : 'en', originalPath)
  const t = i18n.getFixedT(language)
  const search = useLocationSearch()
  return (
    <ul className={styles.switcher} aria-label={t('language.label')}>
      {languages.map((lng) => (
        <li key={lng}>
          {lng === language ? (
            <span className={styles.current} aria-current="true" lang={lng}>
              <LanguageName lng={lng} t={t} />
            </span>
          ) : (
            <Link
              to={`${path}${search}`}
              language={lng}
              className={styles.link}
              lang={lng}
              title={t('language.switchTo', { language: t(`language.${lng}`) })}
            >
              <LanguageName lng={lng} t={t} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The language's own name; narrow windows show its short form (EN, 中文) and keep the full name
 * for screen readers: 繁體中文 alone pushed the avatar out of a 360 px header.
 */
function LanguageName({ lng, t }: { lng: string; t: TFunction }) {
  return (
    <>
      <span className="visually-hidden-when-narrow">{t(`language.${lng}`)}</span>
      <span className={styles.short} aria-hidden="true">
        {t(`language.short.${lng}`)}
      </span>
    </>
  )
}
