import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { SapAxMapping } from '@/entities/sap-ax-mapping'
import { isUnreadable } from '@/lib/data-service/tolerant-read'

import * as styles from './records.module.css'

type SapAxMappingViewProps = { mappings: readonly SapAxMapping[] }

/** The partner's account number in each ERP. */
export function SapAxMappingView({ mappings }: SapAxMappingViewProps) {
  const { t } = useTranslation('detail')
  return (
    <ul className={styles.stack}>
      {mappings.map((mapping) => (
        <li key={mapping.id}>
          <DescriptionList>
            <DescriptionItem
              term={t('records.sapAx.sap')}
              unreadable={isUnreadable(mapping, 'sapAccountNum')}
            >
              {mapping.sapAccountNum}
            </DescriptionItem>
            <DescriptionItem term={t('records.sapAx.ax')} unreadable={isUnreadable(mapping, 'axAccountNum')}>
              {mapping.axAccountNum}
            </DescriptionItem>
          </DescriptionList>
        </li>
      ))}
    </ul>
  )
}
