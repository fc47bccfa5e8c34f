import { useTranslation } from 'react-i18next'

import { PARTNER_LIST_ROUTES, type PartnerListKind } from '@/config/routes'

type PartnerListScreenProps = { kind: PartnerListKind }

/** A list of business partners. The table, search and paging arrive with the list-screen issue. */
export function PartnerListScreen({ kind }: PartnerListScreenProps) {
  const { t } = useTranslation()
  const title = t(PARTNER_LIST_ROUTES[kind].titleKey)
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{t('placeholder.list', { what: title })}</p>
    </section>
  )
}
