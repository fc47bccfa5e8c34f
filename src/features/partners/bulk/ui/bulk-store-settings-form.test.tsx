import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { giveMenuItsHeight, preloadMenu } from '@/components/ui/listbox/test-support'
import { renderWithProviders } from '@/test/render'

import { changeStoreSettings } from '../run/changes/store-settings-change'
import { useBulkRunStore } from '../run/run-store'

import { BulkStoreSettingsForm } from './bulk-store-settings-form'
import { changeFor, endRun, targetsOf } from './test-support'

vi.mock('../run/changes/store-settings-change', () => ({
  changeStoreSettings: vi.fn((targets: Parameters<typeof changeFor>[1]) => changeFor('settings', targets)),
}))

const targets = targetsOf(12)

function renderForm() {
  giveMenuItsHeight()
  const onClose = vi.fn()
  renderWithProviders(<BulkStoreSettingsForm kind="store" targets={targets} onClose={onClose} />, {
    language: 'en',
  })
  return { onClose, user: userEvent.setup() }
}

async function choose(user: ReturnType<typeof userEvent.setup>, setting: string, value: string) {
  await user.click(screen.getByRole('combobox', { name: setting }))
  await user.click(await screen.findByRole('option', { name: value }))
}

beforeAll(preloadMenu)
beforeEach(() => {
  vi.mocked(changeStoreSettings).mockClear()
})
afterEach(endRun)

// A dialog typed into key by key: on a busy two-core machine one such test took over 5 s.
describe('changing store settings of a selection', { timeout: 15_000 }, () => {
  test('opens with every setting left as it is, says who is skipped, and then writes nothing', async () => {
    const { user, onClose } = renderForm()
    const dialog = screen.getByRole('dialog', { name: 'Change the store settings of 12 stores' })
    for (const combobox of within(dialog).getAllByRole('combobox'))
      expect(combobox).toHaveTextContent('Leave as it is')
    expect(
      within(dialog).getByText(/Partners without store settings are skipped and listed in the report/),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one setting to change.')
    expect(changeStoreSettings).not.toHaveBeenCalled()
    expect(useBulkRunStore.getState().run).toBeUndefined()
    expect(onClose).not.toHaveBeenCalled()
  })

  test('writes only the settings chosen, to every partner, and hands the change to the runner', async () => {
    const { user, onClose } = renderForm()
    await choose(user, 'Shop active', 'On')
    await choose(user, 'Return authorisation (GRA) active', 'Off')
    await choose(user, 'Blocked', 'Blocked for invoicing')
    await user.click(screen.getByRole('textbox', { name: 'Backup 1' }))
    await user.paste('orders@a.example')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(changeStoreSettings).toHaveBeenCalledWith(targets, {
      shopActive: true,
      GRAActive: false,
      blocked: 'invoice',
      backup1: 'orders@a.example',
    })
    expect(useBulkRunStore.getState().run).toMatchObject({ title: { key: 'settings' } })
  })

  test('a setting chosen and then left as it is again is not written', async () => {
    const { user } = renderForm()
    await choose(user, 'Shop active', 'On')
    await choose(user, 'Shop active', 'Leave as it is')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one setting to change.')
    expect(changeStoreSettings).not.toHaveBeenCalled()
  })

  test('an address that is not one is named on its field, and nothing starts', async () => {
    const { user } = renderForm()
    const field = screen.getByRole('textbox', { name: 'Shipment e-mail' })
    await user.type(field, 'not-an-address{Enter}')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/Enter an e-mail address/)
    expect(useBulkRunStore.getState().run).toBeUndefined()
  })
})
