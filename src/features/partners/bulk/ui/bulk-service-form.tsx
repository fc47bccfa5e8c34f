import { useId } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { Select } from '@/components/ui/select'

import { EditDialog } from '../../edit/edit-dialog'
import * as editStyles from '../../edit/edit-form.module.css'
import { addableServices, serviceCatalogueQuery, serviceLabel } from '../../edit/services/service-catalogue'
import * as groupStyles from '../../edit/store-settings/store-settings-form.module.css'
import { useEditForm } from '../../edit/use-edit-form'
import { addService, removeService } from '../run/changes/service-change'

import type { BulkFormProps } from './bulk-form-props'
import { partnersText } from './bulk-words'
import { useStartBulk } from './use-start-bulk'

type ServiceDraft = { action: 'add' | 'remove'; campaignId?: string }

const ACTIONS = ['add', 'remove'] as const

/**
 * Adds one service of the catalogue to every partner of the selection, or removes it from every
 * one: partners that have it already (or, to remove, do not) are skipped.
 */
export function BulkServiceForm({ kind, targets, onClose, onStarted }: BulkFormProps) {
  const { t } = useTranslation('run')
  const { t: detail } = useTranslation('detail')
  const id = useId()
  const catalogue = useQuery(serviceCatalogueQuery())
  const start = useStartBulk(onStarted)
  // Every service a partner can be given: one per campaign id (a service map names it so).
  const options = addableServices(catalogue.data ?? [], []).map((service) => ({
    value: service.axCampaignId ?? '',
    label: serviceLabel(service),
  }))
  const form = useEditForm({
    resource: 'service-maps',
    opened: targets,
    draftOf: (): ServiceDraft => ({ action: 'add' }),
    problemsOf: (draft: ServiceDraft) => (draft.campaignId ? [] : ['required']),
    write: async ({ draft, opened }) => {
      const change = draft.action === 'add' ? addService : removeService
      const campaignId = draft.campaignId ?? ''
      // The run's title names the service as the choice did.
      const name = options.find((option) => option.value === campaignId)?.label
      return start(change(opened, campaignId, name))
    },
    onClose,
  })
  const { draft, problems } = form

  return (
    <EditDialog title={t('service.title', { partners: partnersText(t, kind, targets.length) })} form={form}>
      <fieldset className={groupStyles.group}>
        <legend>{t('service.action')}</legend>
        {ACTIONS.map((action) => (
          <label key={action} className={groupStyles.choice}>
            <input
              type="radio"
              name={`${id}-action`}
              value={action}
              checked={draft.action === action}
              onChange={() => form.setDraft({ ...draft, action })}
            />
            {t(`service.${action}`)}
          </label>
        ))}
      </fieldset>
      {catalogue.isPending && <p>{detail('edit.services.loading')}</p>}
      {catalogue.isError && (
        <p role="alert" className={editStyles.notice}>
          {detail('edit.services.failed')}
        </p>
      )}
      {options.length > 0 && (
        <Select
          label={t('service.which')}
          options={options}
          value={draft.campaignId}
          placeholder={t('service.placeholder')}
          onChange={(campaignId) => form.setDraft({ ...draft, campaignId })}
        />
      )}
      {problems.length > 0 && options.length > 0 && (
        <p role="alert" className={editStyles.problem}>
          {t('service.required')}
        </p>
      )}
    </EditDialog>
  )
}
