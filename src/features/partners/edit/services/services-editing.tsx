import { Suspense } from 'react'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { Button } from '@/components/ui/button'
import type { Service } from '@/entities/service'
import { dataService } from '@/lib/data-service/resource-client'
import { confirmDialog } from '@/stores/dialog-store'

import { relatedQueries } from '../../api/related-records'
import * as styles from '../edit-form.module.css'
import { useOpenForm } from '../use-open-form'
import { confirmedWrite, useRecordWrite } from '../use-record-write'

import { serviceCatalogueQuery, serviceLabel } from './service-catalogue'

// The form loads on first use, not with the page (later features stay off the first load).
const AddServicesForm = lazyNamed(() => import('./add-services-form'), 'AddServicesForm')

/**
 * Add and remove the services a partner offers: a service map links the partner
 * (bpId) to a service (campaignId = its axCampaignId). Remove deletes the partner's maps of that
 * service, after asking; the services list reads the maps, so it refreshes with them.
 */
export function useServiceEditing(partnerId: number, offered: readonly Service[]) {
  const { t } = useTranslation('detail')
  const { editing: adding, mayOpen, open, close } = useOpenForm<true>()
  const client = useQueryClient()
  // The catalogue is asked for as soon as Add is pointed at or focused, so the choice is there
  // when the form opens (and a Tab from the dialog reaches it).
  const prefetch = () => void client.prefetchQuery(serviceCatalogueQuery())
  const maps = useQuery(relatedQueries.byPartnerId('service-maps', partnerId))
  const remove = useRecordWrite<unknown>('service-maps', () => t('edit.services.removed'))

  const askToRemove = async (service: Service) => {
    const gone = (maps.data?.records ?? []).filter((map) => map.campaignId === service.axCampaignId)
    await confirmDialog({
      title: t('edit.services.removeTitle'),
      message: t('edit.services.removeQuestion', { name: serviceLabel(service) }),
      confirmText: t('edit.services.remove'),
      tone: 'danger',
      action: confirmedWrite(t, remove, async () => {
        for (const map of gone) await dataService['service-maps'].remove(map.id)
      }),
    })
  }

  const actions = (service: Service) =>
    mayOpen &&
    service.axCampaignId && (
      <span className={styles.rowActions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void askToRemove(service)}
          disabled={remove.isPending || !maps.data}
        >
          {t('edit.services.remove')}
          <span className="visually-hidden"> {serviceLabel(service)}</span>
        </Button>
      </span>
    )

  const addButton = mayOpen && (
    <Button
      className={styles.addRow}
      size="sm"
      onClick={() => open(true)}
      onFocus={prefetch}
      onPointerEnter={prefetch}
    >
      {t('edit.services.add')}
    </Button>
  )

  const form = adding && (
    <Suspense fallback={null}>
      <AddServicesForm partnerId={partnerId} offered={offered} onClose={close} />
    </Suspense>
  )

  return { actions, addButton, form }
}
