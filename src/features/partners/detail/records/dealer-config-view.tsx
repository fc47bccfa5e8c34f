import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { DealerConfig } from '@/entities/dealer-config'
import { isUnreadable } from '@/lib/data-service/tolerant-read'

import { currencyName } from './display-names'
import * as styles from './records.module.css'

type DealerConfigViewProps = { dealerConfigs: readonly DealerConfig[] }

/** A dealer's currency and tax group; usually one record. */
export function DealerConfigView({ dealerConfigs }: DealerConfigViewProps) {
  const { t, i18n } = useTranslation('detail')
  return (
    <ul className={styles.stack}>
      {dealerConfigs.map((config) => {
        const code = config.currency?.trim()
        const name = code ? currencyName(code, i18n.language) : undefined
        return (
          <li key={config.id}>
            <DescriptionList>
              <DescriptionItem
                term={t('records.dealerConfig.currency')}
                unreadable={isUnreadable(config, 'currency')}
              >
                {code && (name ? t('records.codeAndName', { code: config.currency, name }) : config.currency)}
              </DescriptionItem>
              <DescriptionItem
                term={t('records.dealerConfig.taxGroup')}
                unreadable={isUnreadable(config, 'taxgroup')}
              >
                {config.taxgroup}
              </DescriptionItem>
            </DescriptionList>
          </li>
        )
      })}
    </ul>
  )
}
