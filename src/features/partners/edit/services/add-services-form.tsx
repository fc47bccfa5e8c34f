import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { ListboxField } from '@/components/ui/listbox/listbox-field'
import type { Service } from '@/entities/service'
import { dataService } from '@/lib/data-service/resource-client'

import { EditDialog } from '../edit-dialog'
import * as styles from '../edit-form.module.css'
import { useEditForm } from '../use-edit-form'

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
 * service map per service.
 */
export function AddServicesForm({ partnerId, offered, onClose }: AddServicesFormProps) {
  const { t } = useTranslation('detail')
  const { t: ui } = useTranslation('ui')
  const catalogue = useQuery(serviceCatalogueQuery())
  const form = useEditForm({
    resource: 'service-maps',
    opened: partnerId,
    draftOf: (): readonly string[] => [],
    problemsOf: (chosen) => (chosen.length === 0 ? ['required'] : []),
    // One by one, each unchosen once added: after a failure part-way, saving again adds the rest only.
    write: async ({ draft, setDraft }) => {
      for (const campaignId of draft) {
        await dataService['service-maps'].create({ bpId: partnerId, campaignId })
        setDraft((before) => before.filter((item) => item !== campaignId))
      }
      return { kind: 'done', message: t('edit.services.added', { count: draft.length }) }
    },
    onClose,
  })
  const { draft: chosen, setDraft: setChosen } = form
  const options = addableServices(catalogue.data ?? [], offered)

  const choose = (index: number) => {
    const campaign = options[index]?.axCampaignId
    if (!campaign) return
    setChosen(chosen.includes(campaign) ? chosen.filter((item) => item !== campaign) : [...chosen, campaign])
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
    <EditDialog title={t('edit.services.addTitle')} form={form}>
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
      {form.problems.length > 0 && options.length > 0 && (
        <p role="alert" className={styles.problem}>
          {t('edit.services.required')}
        </p>
      )}
    </EditDialog>
  )
}
