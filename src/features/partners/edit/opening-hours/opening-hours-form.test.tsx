import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import type { MockRecord } from '@mocks/data/types'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'
import { renderWithProviders } from '@/test/render'

import { refuseWrites, saveWhileHeld } from '../test-support'

import { OpeningHoursForm } from './opening-hours-form'

/** The seeded partners with a week, by the week's axOpeningHourTemplateRecId. */
function weeks() {
  const templates = db.list('opening-hour-templates')
  const byWeek = new Map<unknown, MockRecord[]>()
  for (const partner of db.list('business-partners')) {
    const template = templates.find((row) => row.id === partner.openingHourTemplateId)
    const week = db.get('opening-hours', Number(template?.openingHourId))?.axOpeningHourTemplateRecId
    if (week) byWeek.set(week, [...(byWeek.get(week) ?? []), partner])
  }
  return [...byWeek.entries()]
}

async function openForm(shared: boolean) {
  const [week, partners] = weeks().find(([, users]) => users.length > 1 === shared)!
  installHttpGateway()
  const rows = (
    await dataService['opening-hours'].list({ filters: { axOpeningHourTemplateRecId: [String(week)] } })
  ).list
  const onClose = vi.fn()
  const user = userEvent.setup()
  renderWithProviders(
    <OpeningHoursForm partnerId={partners[0]!.id} rows={rows} language="en" onClose={onClose} />,
  )
  const rowOf = (weekday: string) => rows.find((row) => row.weekday === weekday)!
  return { user, onClose, partners, rowOf, dialog: await screen.findByRole('dialog') }
}

const time = (day: string, span: string, end: string) =>
  screen.getByRole('textbox', { name: `${day}, ${span}, ${end}` })

describe('the opening-hours form', () => {
  test('25:00 is refused with a message on that field, and nothing is written', async () => {
    const { user, rowOf } = await openForm(false)
    const before = structuredClone(db.get('opening-hours', rowOf('tue').id))
    const field = time('Tuesday', 'Morning', 'from')
    await user.clear(field)
    await user.type(field, '25:00')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/Enter a time as HH:MM, from 0:00 to 23:59/)
    expect(screen.getByRole('alert')).toHaveTextContent('1 time needs fixing')
    expect(db.get('opening-hours', rowOf('tue').id)).toEqual(before)
  })

  test('a valid time is saved into the row as it came, dev spelling and unknown fields kept', async () => {
    const { user, onClose, rowOf } = await openForm(false)
    const id = rowOf('wed').id
    db.patch('opening-hours', id, { legacyFlag: 'keep me' })
    const before = db.get('opening-hours', id)!
    const field = time('Wednesday', 'Evening', 'from')
    await user.type(field, '19:00')
    await user.type(time('Wednesday', 'Evening', 'to'), '21:15{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(db.get('opening-hours', id)).toEqual({ ...before, eveningFrom: '19:00', eveningTo: '21:15' })
    expect(db.get('opening-hours', id)).toHaveProperty('axOpeningHourId', before.axOpeningHourId)
  })

  test('rows changed elsewhere are named together and nothing is written until the user saves over', async () => {
    const { user, onClose, rowOf } = await openForm(false)
    const [mon, fri] = [rowOf('mon').id, rowOf('fri').id]
    for (const day of ['Monday', 'Friday']) {
      await user.clear(time(day, 'Evening', 'from'))
      await user.type(time(day, 'Evening', 'from'), '22:00')
      await user.clear(time(day, 'Evening', 'to'))
      await user.type(time(day, 'Evening', 'to'), '23:00')
    }
    db.patch('opening-hours', mon, { morningFrom: '6:00' })
    db.patch('opening-hours', fri, { description: 'changed elsewhere' })
    const friday = structuredClone(db.get('opening-hours', fri))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByText(/Someone else changed this week/)
    expect(alert.closest('[role=alert]')).toHaveTextContent(/Monday: changed \(morning from\)/)
    expect(alert.closest('[role=alert]')).toHaveTextContent(/Friday: changed \(note\)/)
    expect(db.get('opening-hours', fri)).toEqual(friday)
    await user.click(screen.getByRole('button', { name: 'Save over it' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(db.get('opening-hours', fri)).toMatchObject({
      description: 'changed elsewhere',
      eveningFrom: '22:00',
      eveningTo: '23:00',
    })
    expect(db.get('opening-hours', mon)).toMatchObject({ morningFrom: '6:00', eveningFrom: '22:00' })
  })

  test('before saving, the form names every partner sharing the week, with links', async () => {
    const { dialog, partners } = await openForm(true)
    const notice = await within(dialog).findByText(`This week is shared by ${partners.length} partners`, {
      exact: false,
    })
    const list = within(notice.parentElement!).getAllByRole('link')
    expect(list.map((link) => link.textContent)).toEqual(partners.map((partner) => partner.name))
    expect(list[0]).toHaveAttribute('href', expect.stringContaining(`id=${partners[0]!.id}`))
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(/shared by 4 partners/)
  })

  test('the keyboard reaches each day and Escape closes the form', async () => {
    const { user, onClose } = await openForm(false)
    await user.tab()
    expect(time('Monday', 'Morning', 'from')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })

  test('a save the service refuses is said inside the form, next to Save, and the times are kept', async () => {
    const { user, onClose, dialog } = await openForm(false)
    refuseWrites('opening-hours')
    const field = time('Thursday', 'Evening', 'from')
    await user.clear(field)
    await user.type(field, '18:30')
    await user.clear(time('Thursday', 'Evening', 'to'))
    await user.type(time('Thursday', 'Evening', 'to'), '20:00{Enter}')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Not saved: The data service had a problem \(error 500\)/,
    )
    expect(field).toHaveValue('18:30')
    expect(onClose).not.toHaveBeenCalled()
  })

  test('Save keeps keyboard focus while it saves, then the form closes', async () => {
    const { user, onClose } = await openForm(false)
    await user.clear(time('Thursday', 'Evening', 'from'))
    await user.type(time('Thursday', 'Evening', 'from'), '18:30')
    await user.clear(time('Thursday', 'Evening', 'to'))
    await user.type(time('Thursday', 'Evening', 'to'), '20:00')
    await saveWhileHeld(user, screen.getByRole('button', { name: 'Save' }), 'opening-hours')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
