import { useTranslation } from 'react-i18next'

import { useLocationSearch } from '@/lib/use-location-search'
import { DETAIL_TITLE_KEYS, type PartnerDetailKind } from './partner-kinds'
import { parseIdParam } from './parse-id'

type PartnerDetailScreenProps = { kind: PartnerDetailKind }

/** A partner's detail page: a pre-rendered shell that reads `?id=` (DESIGN.md "Routes"). */
export function PartnerDetailScreen({ kind }: PartnerDetailScreenProps) {
  const { t } = useTranslation()
  const id = parseIdParam(useLocationSearch())
  const title = t(DETAIL_TITLE_KEYS[kind])
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{id === undefined ? t('placeholder.missingId') : t('placeholder.detail', { what: title, id })}</p>
    </section>
  )
}
