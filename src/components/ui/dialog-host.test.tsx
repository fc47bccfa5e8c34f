import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'

import { alertDialog, confirmDialog, useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import { DialogHost } from './dialog-host'

beforeEach(() => useDialogStore.setState({ ids: [], dialogs: {} }))

/** Opens a dialog outside React, as app code does, and lets the store update render. */
function open<T>(show: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>
  act(() => {
    pending = show()
  })
  return pending
}

function renderHost(options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <>
      <button type="button">Before</button>
      <DialogHost />
    </>,
    options,
  )
}

describe('alertDialog', () => {
  test('shows the title and message with an OK button, and resolves when OK is pressed', async () => {
    const user = userEvent.setup()
    renderHost()
    let settled = false
    const closed = open(() => alertDialog({ title: 'Saved', message: 'The partner was saved.' })).then(() => {
      settled = true
    })

    const dialog = await screen.findByRole('alertdialog', { name: 'Saved' })
    expect(dialog).toHaveAccessibleDescription('The partner was saved.')
    expect(settled).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))

    await closed
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  test('puts first focus on the OK button and resolves on Escape', async () => {
    const user = userEvent.setup()
    renderHost()
    const closed = open(() => alertDialog({ title: 'Saved', message: 'Done.', okText: 'Got it' }))

    const ok = await screen.findByRole('button', { name: 'Got it' })
    await waitFor(() => expect(ok).toHaveFocus())
    await user.keyboard('{Escape}')

    await expect(closed).resolves.toBeUndefined()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  test('labels the button "確定" in zh-TW', async () => {
    renderHost({ language: 'zh-TW' })
    void open(() => alertDialog({ title: '已儲存', message: '完成' }))

    expect(await screen.findByRole('button', { name: '確定' })).toBeInTheDocument()
  })
})

describe('confirmDialog', () => {
  test('resolves true when confirmed', async () => {
    const user = userEvent.setup()
    renderHost()
    const answer = open(() => confirmDialog({ title: 'Delete?', message: 'This cannot be undone.' }))

    await user.click(await screen.findByRole('button', { name: 'Confirm' }))

    await expect(answer).resolves.toBe(true)
  })

  test('resolves false when cancelled with the button or with Escape', async () => {
    const user = userEvent.setup()
    renderHost()

    const byButton = open(() =>
      confirmDialog({ title: 'Leave?', message: 'Changes are lost.', cancelText: 'Stay' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Stay' }))
    await expect(byButton).resolves.toBe(false)

    const byEscape = open(() => confirmDialog({ title: 'Leave?', message: 'Changes are lost.' }))
    await screen.findByRole('alertdialog', { name: 'Leave?' })
    await user.keyboard('{Escape}')
    await expect(byEscape).resolves.toBe(false)
  })

  test('puts first focus on confirm, or on cancel when the tone is danger', async () => {
    const user = userEvent.setup()
    renderHost()

    void open(() => confirmDialog({ title: 'Publish?', message: 'It goes live.', confirmText: 'Publish' }))
    const publish = await screen.findByRole('button', { name: 'Publish' })
    await waitFor(() => expect(publish).toHaveFocus())
    await user.keyboard('{Escape}')

    void open(() => confirmDialog({ title: 'Delete?', message: 'Gone for good.', tone: 'danger' }))
    const cancel = await screen.findByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(cancel).toHaveFocus())
  })

  test('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    renderHost()
    void open(() => confirmDialog({ title: 'Delete?', message: 'Gone for good.' }))
    const confirm = await screen.findByRole('button', { name: 'Confirm' })
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(confirm).toHaveFocus())

    await user.tab()
    expect(cancel).toHaveFocus()
    await user.tab()
    expect(confirm).toHaveFocus()
    await user.tab({ shift: true })
    expect(cancel).toHaveFocus()
    await user.tab({ shift: true })
    expect(confirm).toHaveFocus()
  })
})

describe('DialogHost', () => {
  test('gives focus back to the element that had it before the dialog opened', async () => {
    const user = userEvent.setup()
    renderHost()
    const before = screen.getByRole('button', { name: 'Before' })
    before.focus()

    const answer = open(() => confirmDialog({ title: 'Delete?', message: 'Gone for good.' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await answer

    await waitFor(() => expect(before).toHaveFocus())
  })

  test('stacks dialogs with the newest on top and closes them in order', async () => {
    const user = userEvent.setup()
    renderHost()
    const first = open(() => alertDialog({ title: 'First', message: 'One' }))
    await screen.findByRole('alertdialog', { name: 'First' })
    const second = open(() => confirmDialog({ title: 'Second', message: 'Two' }))

    const top = await screen.findByRole('alertdialog', { name: 'Second' })
    const bottom = screen.getByRole('alertdialog', { name: 'First', hidden: true })
    expect(bottom.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    // Escape belongs to the top dialog only.
    await user.keyboard('{Escape}')
    await expect(second).resolves.toBe(false)
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeInTheDocument()
    expect(useDialogStore.getState().ids).toHaveLength(1)

    await user.click(await screen.findByRole('button', { name: 'OK' }))
    await first
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

describe('confirmDialog with an action', () => {
  test('a failed action is said inside the dialog, which stays open; trying again closes it', async () => {
    const user = userEvent.setup()
    renderHost()
    let attempts = 0
    const answer = open(() =>
      confirmDialog({
        title: 'Export 6,000 rows?',
        message: 'This reads 60 pages.',
        confirmText: 'Export',
        action: {
          run: async () => {
            attempts += 1
            if (attempts === 1) throw new Error('down')
          },
          failureText: (error) => `Export failed: ${(error as Error).message}`,
        },
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Export 6,000 rows?' })
    const confirm = within(dialog).getByRole('button', { name: 'Export' })
    await user.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Export failed: down')
    expect(confirm).toHaveFocus()
    await user.click(confirm)
    await expect(answer).resolves.toBe(true)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(attempts).toBe(2)
  })
})
