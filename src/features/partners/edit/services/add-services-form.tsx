import { useState, type FormEvent } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { ListboxField } from '@/components/ui/listbox/listbox-field'
import type { Service } from '@/entities/service'
import { dataService } from '@/lib/data-service/resource-client'

import { EditDialog } from '../edit-dialog'
import * as styles from '../edit-form.module.css'
import { OfflineWriteError, useRecordWrite } from '../use-record-write'

import { addableServices, serviceCatalogueQuery, serviceLabel } from './service-catalogue'

type AddServicesFormProps = {
  partnerId: number
  /** The services the partner offers now: not offered again. */
  offered: readonly Service[]
  onClose: () => void
}

/**
 * Chooses services from the catalogue (the multi-select's listbox, one checkbox row per service,
 * without its "All" row: here no choice means nothing to add, not every service) and adds a
 * service map per service (issue 14 §1.5).
 */
export default function AddServicesForm({ partnerId, offered, onClose }: AddServicesFormProps) {
  const { t } = useTranslation('detail')
  const { t: ui } = useTranslation('ui')
  const catalogue = useQuery(serviceCatalogueQuery())
  const [chosen, setChosen] = useState<readonly string[]>([])
  const [checked, setChecked] = useState(false)
  const options = addableServices(catalogue.data ?? [], offered)
  const write = useRecordWrite<number>('service-maps', (count) => {
    onClose()
    return t('edit.services.added', { count })
  })

  const choose = (index: number) => {
    const campaign = options[index]?.axCampaignId
    if (!campaign) return
    setChosen(chosen.includes(campaign) ? chosen.filter((item) => item !== campaign) : [...chosen, campaign])
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (chosen.length === 0 || write.isPending) return
    // One by one, each unchosen once added: after a failure part-way, saving again adds the rest only.
    const adding = [...chosen]
    write.mutate(async () => {
      for (const campaignId of adding) {
        await dataService['service-maps'].create({ bpId: partnerId, campaignId })
        setChosen((before) => before.filter((item) => item !== campaignId))
      }
      return adding.length
    })
  }

  const first = options.findIndex((option) => option.axCampaignId && chosen.includes(option.axCampaignId))
  const firstLabel = options[first]
  const text =
    chosen.length === 0
      ? t('edit.services.placeholder')
      : chosen.length === 1 && firstLabel
        ? serviceLabel(firstLabel)
        : ui('select.count', { count: chosen.length })

  return (
    <EditDialog
      title={t('edit.services.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
      offline={write.error instanceof OfflineWriteError}
    >
      {catalogue.isPending && <p>{t('edit.services.loading')}</p>}
      {catalogue.isError && (
        <p role="alert" className={styles.notice}>
          {t('edit.services.failed')}
        </p>
      )}
      {catalogue.isSuccess && options.length === 0 && <p>{t('edit.services.noneLeft')}</p>}
      {options.length > 0 && (
        <ListboxField
          label={t('edit.services.choose')}
          multiple
          rows={options.map((option) => ({
            key: option.axCampaignId ?? String(option.id),
            label: serviceLabel(option),
            state: option.axCampaignId && chosen.includes(option.axCampaignId) ? 'checked' : 'unchecked',
          }))}
          selectedIndex={first}
          text={text}
          placeholder={chosen.length === 0}
          onChoose={choose}
          onClear={chosen.length > 0 ? () => setChosen([]) : undefined}
        />
      )}
      {checked && chosen.length === 0 && options.length > 0 && (
        <p role="alert" className={styles.problem}>
          {t('edit.services.required')}
        </p>
      )}
    </EditDialog>
  )
}
