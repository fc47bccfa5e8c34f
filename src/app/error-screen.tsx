import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { isLanguage } from '@/config/site'
import { useAddressLanguage } from '@/lib/use-address-language'

import * as styles from './error-screen.module.css'

type ErrorScreenProps = {
  /** 'notFound' or 'serverError': the keys under which the texts live. */
  kind: 'notFound' | 'serverError'
  code: 404 | 500
}

/**
 * The body of the 404 and 500 pages: what happened, and the way back, in the language of the
 * address: Gatsby shows its English /404.html or /500.html in place of any page it could not
 * load, /zh-TW/ ones included, so these pages carry every language's texts (gatsby-node).
 */
export function ErrorScreen({ kind, code }: ErrorScreenProps) {
  const { i18n } = useTranslation()
  const { language: pageLanguage, originalPath } = useI18next()
  const { language } = useAddressLanguage(isLanguage(pageLanguage) ? pageLanguage : 'en', originalPath)
  const t = i18n.getFixedT(language)
  return (
    <section className={styles.card} aria-labelledby="page-title" lang={language}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="page-title">{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.body`)}</p>
      <Link to="/" language={language} className={styles.home}>
        {t(`${kind}.home`)}
      </Link>
    </section>
  )
}
