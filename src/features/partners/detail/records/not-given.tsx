import { useTranslation } from 'react-i18next'

/** The UI kit's "not given" mark (a dash, read as "Not given") for a value outside a DescriptionItem. */
export function NotGiven() {
  const { t } = useTranslation('ui')
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('state.notGiven')}</span>
    </>
  )
}
