import { useTranslation } from 'react-i18next'

/** Where the identity provider sends the browser back; finishes the sign-in. */
export function CallbackScreen() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.callback')}</h1>
    </section>
  )
}
