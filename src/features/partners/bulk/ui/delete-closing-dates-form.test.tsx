import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { DialogHost } from '@/components/ui/dialog-host'
import { useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import { countMatchingClosures, deleteClosingDates } from '../run/changes/delete-closing-dates'
import { useBulkRunStore } from '../run/run-store'

import { DeleteClosingDatesForm } from './delete-closing-dates-form'
import { changeFor, endRun, targetsOf } from './test-support'

vi.mock('../run/changes/delete-closing-dates', () => ({
  deleteClosingDates: vi.fn((targets: Parameters<typeof changeFor>[1]) => changeFor('delete', targets)),
  countMatchingClosures: vi.fn(),
}))

const targets = targetsOf(340)

function renderForm() {
  const onClose = vi.fn()
  renderWithProviders(
    <>
      <DeleteClosingDatesForm kind="dealer" targets={targets} onClose={onClose} />
      <DialogHost />
    </>,
  )
  return { onClose, user: userEvent.setup() }
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('From'), '2031-12-24')
  await user.type(screen.getByLabelText('To'), '2031-12-26')
  await user.type(screen.getByLabelText('Reason'), 'Stocktake')
  await user.click(screen.getByRole('button', { name: 'Save' }))
}

const match = { reason: 'Stocktake', from: '2031-12-24', to: '2031-12-26' }

beforeEach(() => {
  useDialogStore.setState({ ids: [], dialogs: {} })
  vi.mocked(deleteClosingDates).mockClear()
  vi.mocked(countMatchingClosures).mockReset()
})
afterEach(endRun)

// A dialog typed into key by key: on a busy two-core machine one such test took over 5 s.
describe('deleting closing dates of a selection', { timeout: 15_000 }, () => {
  test('counts the closing dates first, asks with that count (Cancel first), then starts', async () => {
    vi.mocked(countMatchingClosures).mockResolvedValue({ closures: 57, partners: 23 })
    const { user, onClose } = renderForm()
    expect(screen.getByRole('dialog', { name: 'Delete closing dates of 340 dealers' })).toBeVisible()
    await fillIn(user)

    const question = await screen.findByRole(
      'alertdialog',
      { name: 'Delete closing dates?' },
      { timeout: 5000 },
    )
    expect(question).toHaveAccessibleDescription(
      /Delete 57 closing dates on .*Dec 24.*2031 with the reason “Stocktake” from 23 dealers\?/,
    )
    expect(countMatchingClosures).toHaveBeenCalledWith(targets, match, expect.anything())
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    expect(useBulkRunStore.getState().run).toBeUndefined()

    await user.click(within(question).getByRole('button', { name: 'Delete 57 closing dates' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(deleteClosingDates).toHaveBeenCalledWith(targets, match)
    expect(useBulkRunStore.getState().run).toMatchObject({ title: { key: 'delete' } })
  })

  test('a "no" to the question writes nothing and keeps the form', async () => {
    vi.mocked(countMatchingClosures).mockResolvedValue({ closures: 3, partners: 3 })
    const { user, onClose } = renderForm()
    await fillIn(user)
    const question = await screen.findByRole('alertdialog', {}, { timeout: 5000 })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Reason')).toHaveValue('Stocktake')
    expect(deleteClosingDates).not.toHaveBeenCalled()
    expect(useBulkRunStore.getState().run).toBeUndefined()
    expect(onClose).not.toHaveBeenCalled()
  })

  test('none matching is said in the form, and nothing is asked', async () => {
    vi.mocked(countMatchingClosures).mockResolvedValue({ closures: 0, partners: 0 })
    const { user } = renderForm()
    await fillIn(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'None of the 340 dealers has a closing date on these days with this reason: nothing to delete.',
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(useBulkRunStore.getState().run).toBeUndefined()
  })
})
