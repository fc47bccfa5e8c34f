import { useTranslation } from 'react-i18next'

/** The sign-in page body. The hosted-UI redirect arrives with the sign-in issue. */
export function LoginScreen() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.login')}</h1>
    </section>
  )
}
