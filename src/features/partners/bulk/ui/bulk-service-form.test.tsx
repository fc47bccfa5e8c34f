import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { giveMenuItsHeight, preloadMenu } from '@/components/ui/listbox/test-support'
import type { Service } from '@/entities/service'
import { renderWithProviders } from '@/test/render'

import { serviceLabel } from '../../edit/services/service-catalogue'
import { addService, removeService } from '../run/changes/service-change'
import { useBulkRunStore } from '../run/run-store'

import { BulkServiceForm } from './bulk-service-form'
import { changeFor, endRun, targetsOf } from './test-support'

vi.mock('../run/changes/service-change', () => ({
  addService: vi.fn((targets: Parameters<typeof changeFor>[1]) => changeFor('add', targets)),
  removeService: vi.fn((targets: Parameters<typeof changeFor>[1]) => changeFor('remove', targets)),
}))

const targets = targetsOf(75)

/** A service of the seeded catalogue, as the form offers it. */
function aService() {
  const service = db
    .list('services')
    .find((candidate) => typeof candidate.axCampaignId === 'string' && candidate.axCampaignId.trim())
  if (!service) throw new Error('no seeded service with a campaign id')
  return { campaignId: String(service.axCampaignId), label: serviceLabel(service as Service) }
}

function renderForm() {
  giveMenuItsHeight()
  const onClose = vi.fn()
  renderWithProviders(<BulkServiceForm kind="all" targets={targets} onClose={onClose} />)
  return { onClose, user: userEvent.setup() }
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Service' }))
  await user.click(await screen.findByRole('option', { name: label }))
}

beforeAll(preloadMenu)
beforeEach(() => {
  vi.mocked(addService).mockClear()
  vi.mocked(removeService).mockClear()
})
afterEach(endRun)

// A dialog typed into key by key: on a busy two-core machine one such test took over 5 s.
describe('adding or removing a service for a selection', { timeout: 15_000 }, () => {
  test('adds the service picked from the catalogue to every partner', async () => {
    const service = aService()
    const { user, onClose } = renderForm()
    expect(
      screen.getByRole('dialog', { name: 'Add or remove a service for 75 business partners' }),
    ).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Add the service to each partner' })).toBeChecked()
    await pick(user, service.label)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(addService).toHaveBeenCalledWith(targets, service.campaignId, service.label)
    expect(removeService).not.toHaveBeenCalled()
    expect(useBulkRunStore.getState().run).toMatchObject({ title: { key: 'add' } })
  })

  test('removes it from every partner when that is chosen', async () => {
    const service = aService()
    const { user, onClose } = renderForm()
    await user.click(screen.getByRole('radio', { name: 'Remove the service from each partner' }))
    await pick(user, service.label)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(removeService).toHaveBeenCalledWith(targets, service.campaignId, service.label)
    expect(addService).not.toHaveBeenCalled()
  })

  test('asks for a service before anything starts', async () => {
    const { user } = renderForm()
    await screen.findByRole('combobox', { name: 'Service' })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a service.')
    expect(useBulkRunStore.getState().run).toBeUndefined()
  })
})
