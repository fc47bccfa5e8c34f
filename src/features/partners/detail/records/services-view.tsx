import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import type { Service } from '@/entities/service'

import * as styles from './records.module.css'

type ServicesViewProps = {
  services: readonly Service[]
  /** Buttons that act on one service (remove), under its text. */
  actions?: (service: Service) => ReactNode
}

/**
 * The services (campaigns) a partner offers: name, description, campaign
 * id.
 */
export function ServicesView({ services, actions }: ServicesViewProps) {
  const { t } = useTranslation('detail')
  return (
    <ul className={styles.cards}>
      {services.map((service) => (
        <li key={service.id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            {service.name?.trim() ? service.name : t('records.services.unnamed')}
          </h3>
          {service.description?.trim() && <p className={styles.description}>{service.description}</p>}
          {service.axCampaignId?.trim() && (
            <p className={styles.secondary}>{t('records.services.campaign', { id: service.axCampaignId })}</p>
          )}
          {actions?.(service)}
        </li>
      ))}
    </ul>
  )
}
