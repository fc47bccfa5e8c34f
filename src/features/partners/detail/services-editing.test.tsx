import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { DialogHost } from '@/components/ui/dialog-host'
import { giveMenuItsHeight, preloadMenu } from '@/components/ui/listbox/test-support'
import type { BusinessPartner } from '@/entities/business-partner'
import { useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import { refuseWrites, saveWhileHeld } from '../edit/test-support'

import { ServicesSection } from './record-sections'

beforeAll(preloadMenu)
beforeEach(() => {
  giveMenuItsHeight()
  useDialogStore.setState({ ids: [], dialogs: {} })
})

/** A seeded partner with one service map, and its service. */
function partnerWithService() {
  const map = db.list('service-maps').find((candidate) => candidate.campaignId)!
  const partner = db.get('business-partners', Number(map.bpId))! as unknown as BusinessPartner
  const service = db.list('services').find((candidate) => candidate.axCampaignId === map.campaignId)!
  const mapsOf = () => db.list('service-maps').filter((candidate) => candidate.bpId === partner.id)
  return { partner, service, mapsOf }
}

function renderSection(partner: BusinessPartner) {
  renderWithProviders(
    <>
      <ServicesSection partner={partner} />
      <DialogHost />
    </>,
  )
}

describe('editing a partner’s services', () => {
  test('a service is chosen with the keyboard and added as a service map', async () => {
    const user = userEvent.setup()
    const { partner, mapsOf } = partnerWithService()
    const before = mapsOf().length
    renderSection(partner)
    await user.click(await screen.findByRole('button', { name: 'Add services' }))
    const form = await screen.findByRole('dialog', { name: 'Add services' }, { timeout: 5000 })
    const picker = await within(form).findByRole('combobox', { name: 'Services to add' })
    picker.focus()
    await user.keyboard('{ArrowDown}')
    const first = await screen.findAllByRole('option')
    const label = first[0]!.textContent ?? ''
    await user.keyboard('{Enter}{Escape}')
    expect(form).toBeInTheDocument()
    expect(picker).toHaveTextContent(label)
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(mapsOf()).toHaveLength(before + 1))
    expect(mapsOf().at(-1)).toMatchObject({ bpId: partner.id, campaignId: label.split(' · ').at(-1) })
    // The form closes and the section, which reads the maps, shows the new service.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(`Campaign ${label.split(' · ').at(-1)}`)).toBeInTheDocument()
  })

  test('Save without a choice says so and adds nothing', async () => {
    const user = userEvent.setup()
    const { partner, mapsOf } = partnerWithService()
    const before = mapsOf()
    renderSection(partner)
    await user.click(await screen.findByRole('button', { name: 'Add services' }))
    const form = await screen.findByRole('dialog', { name: 'Add services' }, { timeout: 5000 })
    await within(form).findByRole('combobox', { name: 'Services to add' })
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one service.')
    expect(mapsOf()).toEqual(before)
  })

  test('removing asks first, naming the service; No keeps it, Remove deletes its map', async () => {
    const user = userEvent.setup()
    const { partner, service, mapsOf } = partnerWithService()
    const before = mapsOf()
    renderSection(partner)
    const remove = await screen.findByRole('button', {
      name: `Remove ${service.name} · ${service.axCampaignId}`,
    })
    await user.click(remove)
    let confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent(
      `Remove the service ${service.name} · ${service.axCampaignId} from this partner?`,
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(mapsOf()).toEqual(before)

    await user.click(remove)
    confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(mapsOf()).toHaveLength(before.length - 1))
    expect(mapsOf().some((map) => map.campaignId === service.axCampaignId)).toBe(false)
  })

  test('adding that cannot reach the service is said inside the form, and the choice is kept', async () => {
    const user = userEvent.setup()
    const { partner, mapsOf } = partnerWithService()
    const before = mapsOf()
    refuseWrites('service-maps', 'network-down')
    renderSection(partner)
    await user.click(await screen.findByRole('button', { name: 'Add services' }))
    const form = await screen.findByRole('dialog', { name: 'Add services' }, { timeout: 5000 })
    const picker = await within(form).findByRole('combobox', { name: 'Services to add' })
    picker.focus()
    await user.keyboard('{ArrowDown}')
    const label = (await screen.findAllByRole('option'))[0]!.textContent ?? ''
    await user.keyboard('{Enter}{Escape}')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /Not saved: Could not reach the data service/,
    )
    expect(picker).toHaveTextContent(label)
    expect(mapsOf()).toEqual(before)
  })

  test('Save keeps keyboard focus while it adds', async () => {
    const user = userEvent.setup()
    const { partner } = partnerWithService()
    renderSection(partner)
    await user.click(await screen.findByRole('button', { name: 'Add services' }))
    const form = await screen.findByRole('dialog', { name: 'Add services' }, { timeout: 5000 })
    const picker = await within(form).findByRole('combobox', { name: 'Services to add' })
    picker.focus()
    await user.keyboard('{ArrowDown}')
    await screen.findAllByRole('option')
    await user.keyboard('{Enter}{Escape}')
    await saveWhileHeld(user, within(form).getByRole('button', { name: 'Save' }), 'service-maps')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('a removal the service refuses is said inside the question, which stays open', async () => {
    const user = userEvent.setup()
    const { partner, service, mapsOf } = partnerWithService()
    const before = mapsOf()
    refuseWrites('service-maps')
    renderSection(partner)
    await user.click(
      await screen.findByRole('button', { name: `Remove ${service.name} · ${service.axCampaignId}` }),
    )
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      /Not done: The data service had a problem \(error 500\)/,
    )
    expect(within(confirm).getByRole('button', { name: 'Remove' })).toHaveFocus()
    expect(mapsOf()).toEqual(before)
  })
})
