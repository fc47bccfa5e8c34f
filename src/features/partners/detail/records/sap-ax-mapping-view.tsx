import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { SapAxMapping } from '@/entities/sap-ax-mapping'

import * as styles from './records.module.css'

type SapAxMappingViewProps = { mappings: readonly SapAxMapping[] }

/** The partner's account number in each ERP (spec §3 SAP-AX mapping). */
export function SapAxMappingView({ mappings }: SapAxMappingViewProps) {
  const { t } = useTranslation('detail')
  return (
    <ul className={styles.stack}>
      {mappings.map((mapping) => (
        <li key={mapping.id}>
          <DescriptionList>
            <DescriptionItem term={t('records.sapAx.sap')}>{mapping.sapAccountNum}</DescriptionItem>
            <DescriptionItem term={t('records.sapAx.ax')}>{mapping.axAccountNum}</DescriptionItem>
          </DescriptionList>
        </li>
      ))}
    </ul>
  )
}
