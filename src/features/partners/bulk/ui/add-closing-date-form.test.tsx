import { useState } from 'react'

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { addClosingDate } from '../run/changes/add-closing-dates'
import { findClosureOverlaps } from '../run/changes/closure-overlaps'
import type { PreviewOptions } from '../run/changes/preview'
import { useBulkRunStore } from '../run/run-store'

import { AddClosingDateForm } from './add-closing-date-form'
import { changeFor, endRun, targetsOf } from './test-support'

vi.mock('../run/changes/add-closing-dates', () => ({
  addClosingDate: vi.fn((targets: Parameters<typeof changeFor>[1]) => changeFor('add', targets)),
}))
vi.mock('../run/changes/closure-overlaps', () => ({ findClosureOverlaps: vi.fn() }))

const targets = targetsOf(340)
const [first, second, third] = targets
const draft = { from: '2031-12-24', to: '', reason: 'Stocktake' }

function renderForm() {
  const onClose = vi.fn()
  const onStarted = vi.fn()
  renderWithProviders(
    <AddClosingDateForm kind="dealer" targets={targets} onClose={onClose} onStarted={onStarted} />,
  )
  return { onClose, onStarted, user: userEvent.setup() }
}

async function typeDays(user: ReturnType<typeof userEvent.setup>, from: string, to = '') {
  await user.type(screen.getByLabelText('From'), from)
  if (to) await user.type(screen.getByLabelText('To'), to)
  await user.type(screen.getByLabelText('Reason'), 'Stocktake')
}

/** The change the form handed to the runner, as the run's store shows it. */
const started = () => useBulkRunStore.getState().run

beforeEach(() => {
  vi.mocked(addClosingDate).mockClear()
  vi.mocked(findClosureOverlaps).mockReset()
})
afterEach(endRun)

// A dialog typed into key by key: on a busy two-core machine one such test took over 5 s.
describe('adding a closing date to a selection', { timeout: 15_000 }, () => {
  test('says how many partners it will touch, and is checked as the one-partner form', async () => {
    const { user } = renderForm()
    expect(screen.getByRole('dialog', { name: 'Add a closing date to 340 dealers' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Reason'), 'Stocktake{Enter}')
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/Enter the first closed day/)
    expect(findClosureOverlaps).not.toHaveBeenCalled()
    expect(started()).toBeUndefined()
  })

  test('with no partner closed on those days, it starts at once and the dialog closes', async () => {
    vi.mocked(findClosureOverlaps).mockResolvedValue({ overlapping: [], same: [] })
    const { user, onClose, onStarted } = renderForm()
    await typeDays(user, '2031-12-24', '2031-12-26')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const typed = { from: '2031-12-24', to: '2031-12-26', reason: 'Stocktake' }
    expect(findClosureOverlaps).toHaveBeenCalledWith(targets, typed, expect.anything())
    expect(addClosingDate).toHaveBeenCalledWith(targets, typed, { overlapping: 'skip' })
    expect(started()).toMatchObject({ title: { key: 'add' }, total: 340 })
    expect(onStarted).toHaveBeenCalled()
  })

  test('lists the partners already closed on some of those days, and skips them when asked', async () => {
    vi.mocked(findClosureOverlaps).mockResolvedValue({
      overlapping: [
        { target: first!, draft, from: '2031-12-20', to: '2031-12-25' },
        { target: second!, draft, from: '2031-12-01' },
      ],
      same: [{ target: third!, draft }],
    })
    const { user, onClose } = renderForm()
    await typeDays(user, '2031-12-24', '2031-12-26')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /2 partners already have a closing date on some of these days \(Wed, Dec 24 . Fri, Dec 26, 2031\).*1 has this very closing date already/,
    )
    const list = within(dialog).getByRole('list', { name: /Already closed on some of these days/ })
    const rows = within(list).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent(/Partner 1.*Account C-1001.*Dec 20 . Thu, Dec 25, 2031/)
    expect(rows[1]).toHaveTextContent(/Partner 2.*Account C-1002.*Dec 1, 2031/)
    expect(started()).toBeUndefined()
    // Focus stays where Save was, now the main answer; the other beside it.
    expect(screen.getByRole('button', { name: 'Skip these 2' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Add anyway' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Skip these 2' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(findClosureOverlaps).toHaveBeenCalledTimes(1)
    expect(addClosingDate).toHaveBeenCalledWith(targets, expect.anything(), { overlapping: 'skip' })
    expect(started()).toMatchObject({ title: { key: 'add' }, total: 340 })
  })

  test('adds to the partners already closed too when the user says "Add anyway"', async () => {
    vi.mocked(findClosureOverlaps).mockResolvedValue({
      overlapping: [{ target: first!, draft, from: '2031-12-24', to: '2031-12-24' }],
      same: [],
    })
    const { user, onClose } = renderForm()
    await typeDays(user, '2031-12-24')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(await screen.findByRole('button', { name: 'Add anyway' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(addClosingDate).toHaveBeenCalledWith(targets, expect.anything(), { overlapping: 'add' })
  })

  test('days changed after the list are looked at afresh before anything starts', async () => {
    vi.mocked(findClosureOverlaps)
      .mockResolvedValueOnce({ overlapping: [{ target: first!, draft, from: '2031-12-24' }], same: [] })
      .mockResolvedValueOnce({ overlapping: [], same: [] })
    const { user, onClose } = renderForm()
    await typeDays(user, '2031-12-24')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('button', { name: 'Add anyway' })
    const from = screen.getByLabelText('From')
    await user.clear(from)
    await user.type(from, '2031-11-02')
    await user.click(screen.getByRole('button', { name: 'Add anyway' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(findClosureOverlaps).toHaveBeenLastCalledWith(
      targets,
      expect.objectContaining({ from: '2031-11-02' }),
      expect.anything(),
    )
    expect(addClosingDate).toHaveBeenCalledWith(targets, expect.anything(), { overlapping: 'add' })
  })

  test('shows how far the look got, and Stop ends it with nothing written and the form kept', async () => {
    let seen: PreviewOptions | undefined
    vi.mocked(findClosureOverlaps).mockImplementation(
      (_targets, _draft, options) =>
        new Promise((_, reject) => {
          seen = options
          options?.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')))
        }),
    )
    const { user, onClose } = renderForm()
    await typeDays(user, '2031-12-24')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(seen).toBeDefined())
    act(() => seen?.onProgress?.(120, 340))
    const bar = await screen.findByRole('progressbar', { name: 'Looking for closing dates on these days' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '120'))
    expect(bar).toHaveAttribute('aria-valuetext', '120 of 340 partners looked at')

    await user.click(screen.getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(seen?.signal?.aborted).toBe(true)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('2031-12-24')
    expect(onClose).not.toHaveBeenCalled()
    expect(started()).toBeUndefined()
  })

  test('Cancel while looking stops the look and closes the dialog', async () => {
    let signal: AbortSignal | undefined
    vi.mocked(findClosureOverlaps).mockImplementation(
      (_targets, _draft, options) =>
        new Promise(() => {
          signal = options?.signal
        }),
    )
    // As the actions menu holds it: the form goes once it asks to close.
    function Opened() {
      const [open, setOpen] = useState(true)
      return open ? (
        <AddClosingDateForm kind="dealer" targets={targets} onClose={() => setOpen(false)} />
      ) : null
    }
    const user = userEvent.setup()
    renderWithProviders(<Opened />)
    await typeDays(user, '2031-12-24')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('progressbar')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(signal?.aborted).toBe(true)
    expect(started()).toBeUndefined()
  })
})
