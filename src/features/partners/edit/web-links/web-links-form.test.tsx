import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'
import { renderWithProviders } from '@/test/render'

import { refuseWrites, saveWhileHeld } from '../test-support'

import { WebLinksForm } from './web-links-form'

/** The first seeded writable, with a field the portal does not know added on the service. */
async function openedRecord() {
  const [first] = db.list('business-partner-writables')
  if (!first) throw new Error('no seeded writable')
  db.update('business-partner-writables', first.id, { ...first, legacyNote: 'keep me' })
  installHttpGateway()
  return dataService['business-partner-writables'].get(first.id)
}

describe('the web-links form, by keyboard', () => {
  test('a javascript: address is refused on its field and nothing is sent', async () => {
    const record = await openedRecord()
    const user = userEvent.setup()
    renderWithProviders(<WebLinksForm partnerId={record.bpId!} record={record} onClose={vi.fn()} />)
    const website = screen.getByRole('textbox', { name: 'Website' })
    await user.clear(website)
    await user.type(website, 'javascript:alert(1){Enter}')
    expect(website).toHaveAttribute('aria-invalid', 'true')
    expect(website).toHaveAccessibleDescription(/Enter a web address starting with https:\/\//)
    expect(db.get('business-partner-writables', record.id)?.url).toBe(record.url)
  })

  test('an address typed and sent with Enter is saved with the unknown fields, and the form closes', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<WebLinksForm partnerId={record.bpId!} record={record} onClose={onClose} />)
    const instagram = screen.getByRole('textbox', { name: 'Instagram' })
    await user.clear(instagram)
    await user.type(instagram, 'https://instagram.example/velo{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(db.get('business-partner-writables', record.id)).toEqual({
      ...record.$received?.raw,
      instagram: 'https://instagram.example/velo',
    })
  })

  test('a partner without links gets a record of its own', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<WebLinksForm partnerId={4242} onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: 'Add web and social links' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://new.example')
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    onClose.mockClear()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(db.list('business-partner-writables').filter((row) => row.bpId === 4242)).toEqual([
      expect.objectContaining({ url: 'https://new.example', Facebook: null, instagram: null }),
    ])
  })

  test('a record changed elsewhere is not overwritten: the form names the field and reloads it', async () => {
    const record = await openedRecord()
    const user = userEvent.setup()
    renderWithProviders(<WebLinksForm partnerId={record.bpId!} record={record} onClose={vi.fn()} />)
    const raw = record.$received?.raw ?? {}
    db.update('business-partner-writables', record.id, { ...raw, Facebook: 'https://fb.example/other' })
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'x{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Someone else changed this record .*\(Facebook\)/,
    )
    expect(db.get('business-partner-writables', record.id)?.url).toBe(record.url)
    await user.click(screen.getByRole('button', { name: 'Reload it' }))
    expect(screen.getByRole('textbox', { name: 'Facebook' })).toHaveValue('https://fb.example/other')
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue(record.url)
  })

  test('a save the service refuses is said inside the form, next to Save, and the input is kept', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    refuseWrites('business-partner-writables')
    renderWithProviders(<WebLinksForm partnerId={record.bpId!} record={record} onClose={onClose} />)
    const instagram = screen.getByRole('textbox', { name: 'Instagram' })
    await user.clear(instagram)
    await user.type(instagram, 'https://instagram.example/kept{Enter}')
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      /Not saved: The data service had a problem \(error 500\)/,
    )
    expect(instagram).toHaveValue('https://instagram.example/kept')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('Save keeps keyboard focus while it saves, then the form closes', async () => {
    const record = await openedRecord()
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<WebLinksForm partnerId={record.bpId!} record={record} onClose={onClose} />)
    await user.type(screen.getByRole('textbox', { name: 'Website' }), '/x')
    await saveWhileHeld(user, screen.getByRole('button', { name: 'Save' }), 'business-partner-writables')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
