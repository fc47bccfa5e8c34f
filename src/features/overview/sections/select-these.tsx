import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useMayChange } from '@/lib/auth/role'

import type { ChartBar } from '../charts/bar-chart'
import { useChoosePartners } from '../choose-partners'
import type { PartnerRef } from '../model/partner-ref'

type SelectTheseProps = {
  /** The partners to choose, each once (a card's list is made unique by PartnerLinks). */
  partners: readonly PartnerRef[]
  /** What these partners are (a card's title, a day, a bar): said after the visible words. */
  what: string
  /**
   * One short word shown ("Select"), as beside a chart's bar, whose count is drawn next to it;
   * the name still starts with it and says the rest ("Select these 12: …").
   */
  compact?: boolean
  className?: string
}

/**
 * "Select these N": exactly these partners become the list's selection and the list of just them
 * opens, for a bulk change there. A viewer, who may not change partners, gets "Show these N": the
 * same list to read, export or map, with nothing to select (a button that only disappeared would
 * leave them paging through links 25 at a time).
 */
export function SelectThese({ partners, what, compact = false, className }: SelectTheseProps) {
  const { t } = useTranslation('overview')
  const { navigate } = useI18next()
  const mayChange = useMayChange()
  const chooser = useChoosePartners()
  if (partners.length === 0 || !chooser) return null
  const words = t(mayChange ? 'selectThese' : 'showThese', { count: partners.length })
  const rest = t('selectTheseWhat', { what })
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-label={compact ? `${words}${rest}` : undefined}
      onClick={() => {
        chooser.choose(partners)
        void navigate(chooser.chosenPath)
      }}
    >
      {compact ? (
        t(mayChange ? 'selectShort' : 'showShort')
      ) : (
        <>
          {words}
          <span className="visually-hidden">{rest}</span>
        </>
      )}
    </Button>
  )
}

/** A chart bar's "Select these N": its partners, named by the bar (nothing until they are read). */
export const selectBar = (bar: ChartBar) =>
  bar.partners ? <SelectThese partners={bar.partners} what={bar.name} compact /> : null
