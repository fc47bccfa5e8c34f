import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'
import { renderWithProviders } from '@/test/render'

import { refuseWrites, saveWhileHeld } from '../test-support'

import { StoreSettingsForm } from './store-settings-form'

/** The first seeded store config (development spellings), its contact e-mails sent as a list. */
async function openedRecord() {
  const [first] = db.list('store-configs')
  if (!first) throw new Error('no seeded store config')
  db.update('store-configs', first.id, { ...first, consumerOrderContactEmails: ['a@a.example'], radius: 5 })
  installHttpGateway()
  return dataService['store-configs'].get(first.id)
}

describe('the store-settings form, by keyboard', () => {
  test('a checkbox toggled with Space and a radio moved with the arrows are saved under the spelling that came', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<StoreSettingsForm record={record} onClose={onClose} />)
    const gra = screen.getByRole('checkbox', { name: 'Return authorisation (GRA) active' })
    gra.focus()
    await user.keyboard(' ')
    screen.getByRole('radio', { checked: true }).focus()
    await user.keyboard('{ArrowDown}')
    await user.type(screen.getByRole('textbox', { name: 'Backup 1' }), 'b@a.example{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const saved = db.get('store-configs', record.id)
    const sent = record.$received?.raw ?? {}
    const next = { no: 'invoice', invoice: 'all', all: 'no' }[record.blocked ?? 'no']
    expect(saved).toEqual({
      ...sent,
      gRAActive: !sent.gRAActive,
      blocked: next,
      consumerOrderContactEmails: ['a@a.example', 'b@a.example'],
    })
    expect(saved).not.toHaveProperty('GRAActive')
  })

  test('a bad address and a negative radius are named on their fields; nothing is sent', async () => {
    const record = await openedRecord()
    const user = userEvent.setup()
    renderWithProviders(<StoreSettingsForm record={record} onClose={vi.fn()} />)
    await user.type(screen.getByRole('textbox', { name: 'Backup 2' }), 'not-an-address')
    const radius = screen.getByRole('textbox', { name: 'Service radius' })
    await user.clear(radius)
    await user.type(radius, '-3{Enter}')
    expect(screen.getByRole('textbox', { name: 'Backup 2' })).toHaveAccessibleDescription(
      /Enter an e-mail address/,
    )
    expect(radius).toHaveAttribute('aria-invalid', 'true')
    expect(radius).toHaveAccessibleDescription(/cannot be below 0/)
    expect(db.get('store-configs', record.id)?.radius).toBe(5)
  })

  test('a save the service refuses is said inside the form, next to Save, and the input is kept', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    refuseWrites('store-configs')
    renderWithProviders(<StoreSettingsForm record={record} onClose={onClose} />)
    const backup = screen.getByRole('textbox', { name: 'Backup 1' })
    await user.type(backup, 'kept@a.example{Enter}')
    const alert = await within(screen.getByRole('dialog')).findByRole('alert')
    expect(alert).toHaveTextContent(/Not saved: The data service had a problem \(error 500\)/)
    expect(backup).toHaveValue('kept@a.example')
    expect(onClose).not.toHaveBeenCalled()
    expect(db.get('store-configs', record.id)?.consumerOrderContactEmails).toEqual(['a@a.example'])
  })

  test('a record changed on the service since the form opened is named, and not overwritten', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<StoreSettingsForm record={record} onClose={onClose} />)
    db.update('store-configs', record.id, { ...record.$received?.raw, radius: 42 })
    await user.type(screen.getByRole('textbox', { name: 'Backup 1' }), 'mine@a.example{Enter}')
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      /Someone else changed this record since you opened the form \(Service radius\)/,
    )
    expect(db.get('store-configs', record.id)).toMatchObject({
      radius: 42,
      consumerOrderContactEmails: ['a@a.example'],
    })
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Save over it' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reload it' }))
    expect(screen.getByRole('textbox', { name: 'Service radius' })).toHaveValue('42')
  })

  test('Save keeps keyboard focus while it saves, then the form closes', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<StoreSettingsForm record={record} onClose={onClose} />)
    await user.type(screen.getByRole('textbox', { name: 'Backup 1' }), 'b@a.example')
    await saveWhileHeld(user, screen.getByRole('button', { name: 'Save' }), 'store-configs')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
