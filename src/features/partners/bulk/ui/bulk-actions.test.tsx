import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { giveMenuItsHeight, preloadMenu } from '@/components/ui/listbox/test-support'
import { renderWithProviders } from '@/test/render'

import { useBulkRunStore, type CurrentRun } from '../run/run-store'

import { BulkActions } from './bulk-actions'
import { bulkRun, endRun, targetsOf } from './test-support'

const targets = targetsOf(340)

/** A run in the store, as far as the actions read it. */
const runIs = (status: CurrentRun['status']) =>
  act(() => useBulkRunStore.setState({ run: bulkRun({ status }) }))

function renderActions(chosen = targets) {
  const onDone = vi.fn()
  renderWithProviders(<BulkActions kind="dealer" targets={chosen} onDone={onDone} />)
  return { onDone, user: userEvent.setup(), menu: screen.getByRole('button', { name: 'Bulk changes' }) }
}

beforeAll(preloadMenu)
beforeEach(() => {
  act(() => useBulkRunStore.setState({ run: undefined }))
})
afterEach(endRun)

// A dialog typed into key by key: on a busy two-core machine one such test took over 5 s.
describe('the bulk actions of a selection', { timeout: 15_000 }, () => {
  test('a menu of the four changes, each opening its dialog with the number of partners; Cancel gives focus back', async () => {
    const { user, menu } = renderActions()
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(menu)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Add a closing date',
      'Change store settings',
      'Add or remove a service',
      'Delete closing dates',
    ])

    await user.click(screen.getByRole('button', { name: 'Delete closing dates' }))
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Delete closing dates of 340 dealers' },
      { timeout: 5000 },
    )
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(menu).toHaveFocus())
  })

  test('once a change has started, the selection is done with', async () => {
    giveMenuItsHeight()
    const { user, menu, onDone } = renderActions(targetsOf(3))
    await user.click(menu)
    await user.click(screen.getByRole('button', { name: 'Change store settings' }))
    await user.click(await screen.findByRole('combobox', { name: 'Shop active' }, { timeout: 5000 }))
    await user.click(await screen.findByRole('option', { name: 'Off' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(useBulkRunStore.getState().run).toMatchObject({ total: 3 })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  test('while a run goes on, the actions say why they do nothing, and open nothing', async () => {
    runIs('running')
    const { user, menu } = renderActions()
    await user.click(menu)
    const action = screen.getByRole('button', { name: 'Add a closing date' })
    expect(action).toHaveAttribute('aria-disabled', 'true')
    expect(action).toHaveAccessibleDescription(/A bulk change is running: wait for it to end, or cancel it/)
    await user.click(action)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => useBulkRunStore.setState({ run: undefined }))
  })

  test('a finished run leaves the actions free', async () => {
    runIs('finished')
    const { user, menu } = renderActions()
    await user.click(menu)
    expect(screen.getByRole('button', { name: 'Add a closing date' })).not.toHaveAttribute('aria-disabled')
    act(() => useBulkRunStore.setState({ run: undefined }))
  })
})
