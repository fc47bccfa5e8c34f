import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { useTranslation } from 'react-i18next'

import * as styles from './error-screen.module.css'

type ErrorScreenProps = {
  /** 'notFound' or 'serverError': the keys under which the texts live. */
  kind: 'notFound' | 'serverError'
  code: 404 | 500
}

/** The body of the 404 and 500 pages: what happened, and the way back. */
export function ErrorScreen({ kind, code }: ErrorScreenProps) {
  const { t } = useTranslation()
  return (
    <section className={styles.card} aria-labelledby="page-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="page-title">{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.body`)}</p>
      <Link to="/" className={styles.home}>
        {t(`${kind}.home`)}
      </Link>
    </section>
  )
}
