import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { StoreConfig } from '@/entities/store-config'
import { isUnreadable } from '@/lib/data-service/tolerant-read'

import * as styles from './store-config-view.module.css'
import { STORE_CONFIG_GROUPS } from './store-config-groups'
import { storeConfigValue } from './store-config-value'

type StoreConfigViewProps = { storeConfig: StoreConfig; language: string }

/**
 * Every dealer and store setting, in groups a person can scan for what they need.
 */
export function StoreConfigView({ storeConfig, language }: StoreConfigViewProps) {
  const { t } = useTranslation('detail')
  return (
    <div className={styles.groups}>
      {STORE_CONFIG_GROUPS.map((group) => (
        <section key={group.id} className={styles.group}>
          <h3 className={styles.title}>{t(group.titleKey)}</h3>
          <DescriptionList>
            {group.fields.map((field) => (
              <DescriptionItem
                key={field.key}
                term={t(field.labelKey)}
                unreadable={isUnreadable(storeConfig, field.key)}
              >
                {storeConfigValue(field, storeConfig, language, t)}
              </DescriptionItem>
            ))}
          </DescriptionList>
        </section>
      ))}
    </div>
  )
}
