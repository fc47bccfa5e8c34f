import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useMayChange } from '@/lib/auth/role'

import { chooseThese } from '@/features/partners/list/selection/choose-these'
import { CHOSEN_PATH } from '@/features/partners/list/selection/chosen-view'

import type { PartnerRef } from '../model/partner-ref'

import { uniquePartners } from './unique-partners'

type SelectTheseProps = {
  partners: readonly PartnerRef[]
  /** What these partners are (a card's title, a day): said after the visible words. */
  what: string
}

/**
 * "Select these N": exactly these partners become the list's selection and the list of just them
 * opens, for a bulk change there. A viewer, who may not change partners, gets "Show these N": the
 * same list to read, export or map, with nothing to select (a button that only disappeared would
 * leave them paging through links 25 at a time).
 */
export function SelectThese({ partners, what }: SelectTheseProps) {
  const { t } = useTranslation('overview')
  const { navigate } = useI18next()
  const mayChange = useMayChange()
  const unique = uniquePartners(partners)
  if (unique.length === 0) return null
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        chooseThese(unique)
        void navigate(CHOSEN_PATH)
      }}
    >
      {t(mayChange ? 'selectThese' : 'showThese', { count: unique.length })}
      <span className="visually-hidden">{t('selectTheseWhat', { what })}</span>
    </Button>
  )
}
