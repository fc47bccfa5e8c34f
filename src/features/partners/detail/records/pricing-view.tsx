import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { Pricing } from '@/entities/pricing'

import * as styles from './records.module.css'

type PricingViewProps = { pricings: readonly Pricing[] }

/** The price group(s) a partner buys at; usually one. */
export function PricingView({ pricings }: PricingViewProps) {
  const { t } = useTranslation('detail')
  const groups = pricings.filter((pricing) => pricing.priceGroup?.trim())
  return (
    <DescriptionList>
      <DescriptionItem term={t('records.pricing.priceGroup', { count: Math.max(groups.length, 1) })}>
        {groups.length === 1 ? (
          groups[0]?.priceGroup
        ) : groups.length > 1 ? (
          <ul className={styles.plainList}>
            {groups.map((pricing) => (
              <li key={pricing.id}>{pricing.priceGroup}</li>
            ))}
          </ul>
        ) : undefined}
      </DescriptionItem>
    </DescriptionList>
  )
}
