import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'
import { renderWithProviders } from '@/test/render'

import { refuseWrites, saveWhileHeld } from '../test-support'

import { ClosingDateForm } from './closing-date-form'

/** A closing date on the service with a field the portal does not know, read as the page reads it. */
async function openedClosure() {
  const [first] = db.list('closing-dates')
  if (!first) throw new Error('no seeded closing date')
  db.update('closing-dates', first.id, {
    ...first,
    day: '2031-04-01',
    from: '2031-04-01',
    to: '2031-04-02',
    legacyNote: 'keep me',
  })
  installHttpGateway()
  return dataService['closing-dates'].get(first.id)
}

describe('the closing-date form, by keyboard', () => {
  test('an empty first day is refused on its field with Enter, and nothing is sent', async () => {
    installHttpGateway()
    const before = db.list('closing-dates').length
    const user = userEvent.setup()
    renderWithProviders(<ClosingDateForm partnerId={4242} others={[]} language="en" onClose={vi.fn()} />)
    await user.type(screen.getByLabelText('Reason'), 'Stocktake{Enter}')
    const from = screen.getByLabelText('From')
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveAccessibleDescription(/Enter the first closed day/)
    expect(db.list('closing-dates')).toHaveLength(before)
  })

  test('a change typed and sent with Enter keeps the unknown fields, and the form closes', async () => {
    const record = await openedClosure()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <ClosingDateForm
        partnerId={record.bpId!}
        record={record}
        others={[]}
        language="en"
        onClose={onClose}
      />,
    )
    const reason = screen.getByLabelText('Reason')
    await user.clear(reason)
    await user.type(reason, 'Inventory{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(db.get('closing-dates', record.id)).toEqual({ ...record.$received?.raw, reason: 'Inventory' })
  })

  test('Escape closes the form without writing', async () => {
    const record = await openedClosure()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <ClosingDateForm
        partnerId={record.bpId!}
        record={record}
        others={[]}
        language="en"
        onClose={onClose}
      />,
    )
    await user.type(screen.getByLabelText('Reason'), ' changed')
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(db.get('closing-dates', record.id)).toEqual(record.$received?.raw)
  })

  test('a save that cannot reach the service is said inside the form, next to Save, and the input is kept', async () => {
    const record = await openedClosure()
    const onClose = vi.fn()
    const user = userEvent.setup()
    refuseWrites('closing-dates', 'network-down')
    renderWithProviders(
      <ClosingDateForm
        partnerId={record.bpId!}
        record={record}
        others={[]}
        language="en"
        onClose={onClose}
      />,
    )
    const reason = screen.getByLabelText('Reason')
    await user.clear(reason)
    await user.type(reason, 'Inventory{Enter}')
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Not saved: Could not reach the data service/,
    )
    expect(reason).toHaveValue('Inventory')
    expect(onClose).not.toHaveBeenCalled()
    expect(db.get('closing-dates', record.id)).toEqual(record.$received?.raw)
  })

  test('Save keeps keyboard focus while it saves, then the form closes', async () => {
    const record = await openedClosure()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <ClosingDateForm
        partnerId={record.bpId!}
        record={record}
        others={[]}
        language="en"
        onClose={onClose}
      />,
    )
    await user.type(screen.getByLabelText('Reason'), '!')
    await saveWhileHeld(user, screen.getByRole('button', { name: 'Save' }), 'closing-dates')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
