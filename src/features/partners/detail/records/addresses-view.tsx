import { useTranslation } from 'react-i18next'

import { ADDRESS_TYPES, type Address, type AddressType } from '@/entities/address'

import { addressLines } from '../../model/place'

import * as styles from './records.module.css'

type AddressesViewProps = { addresses: readonly Address[]; language: string }

/**
 * A partner's addresses, one card each, titled by the address's purpose.
 */
export function AddressesView({ addresses, language }: AddressesViewProps) {
  const { t } = useTranslation('detail')
  return (
    <ul className={styles.cards}>
      {addresses.map((address, index) => {
        const lines = addressLines(address, language)
        return (
          <li key={address.id ?? `${address.sourceRecId}-${index}`} className={styles.card}>
            <h3 className={styles.cardTitle}>{t(`records.addressType.${typeKey(address.addressType)}`)}</h3>
            <address className={styles.lines}>
              {lines.map((line, lineIndex) => (
                <span key={lineIndex}>{line}</span>
              ))}
            </address>
            {address.warehouseId?.trim() && (
              <p className={styles.secondary}>
                {t('records.address.warehouse', { id: address.warehouseId })}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}

const named = new Set<string>(ADDRESS_TYPES.filter((type) => type !== 'None' && type !== ''))

/** 'None', '' and a missing type all mean the ERP gave the address no purpose. */
function typeKey(type: AddressType | null | undefined): string {
  return type && named.has(type) ? type : 'unspecified'
}
