import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, onTestFinished, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { tokenStore } from '@mocks/token-store'
import { DATA_SCOPES } from '@/config/data-scopes'
import type * as Csv from '@/lib/csv'
import { visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { mapPoint } from '../../model/map-point'
import { validPosition } from '../../model/place'
import { giveMenuItsHeight } from '@/components/ui/listbox/test-support'

import { useBulkRunStore } from '../../bulk/run/run-store'
import { PartnerListScreen } from '../partner-list-screen'

import { chooseThese } from './choose-these'
import { ChosenListScreen } from './chosen-list-screen'
import { CHOSEN_PATH } from './chosen-view'
import { useListSelection } from './selection-store'
import { eachTestChoosesAfresh, selectionBar } from './test-support'

const downloads = vi.hoisted(() => [] as { file: Blob; fileName: string }[])
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadBlob: (file: Blob, fileName: string) => downloads.push({ file, fileName }),
}))

const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'))
const rowNames = () => dataRows().map((row) => within(row).getByRole('rowheader').textContent)

/** Partners of the mock world, far apart in the service's order, as the overview would pick them. */
function somePartners(count: number, every = 7) {
  return db
    .list('business-partners')
    .filter((_, index) => index % every === 1)
    .slice(0, count)
    .map(({ id, name, accountNum }) => ({ id, name: String(name), accountNum: String(accountNum ?? '') }))
}

async function showChosen(search = '?chosen=1', role: 'editor' | 'viewer' = 'editor') {
  visit(`/${search}`)
  const user = userEvent.setup()
  renderWithProviders(<ChosenListScreen />, { role })
  await screen.findByRole('heading', { level: 1, name: 'Just the chosen partners' })
  return user
}

eachTestChoosesAfresh()

// The map and its atlas render slowly in happy-dom on a busy machine.
describe('the chosen view', { timeout: 30_000 }, () => {
  test('shows exactly the chosen partners, says how many, and takes the focus to its heading', async () => {
    const partners = somePartners(3)
    chooseThese(partners)
    await showChosen()
    await waitFor(() => expect(rowNames()).toEqual(partners.map(({ name }) => name)))
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('3 chosen')
    expect(screen.getByText(/search and filters do not apply here/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the full list' })).toHaveAttribute('href', '/')
  })

  test('pages through the chosen partners, the second page holding the rest', async () => {
    const partners = somePartners(30, 3)
    chooseThese(partners)
    const user = await showChosen()
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(rowNames()).toEqual(partners.slice(25).map(({ name }) => name)))
    expect(window.location.search).toBe('?chosen=1&page=2')
  })

  test('gives an editor the selection bar, whose Clear empties the view with a way back', async () => {
    chooseThese(somePartners(2))
    const user = await showChosen()
    await waitFor(() => expect(dataRows()).toHaveLength(2))
    const bar = await waitFor(selectionBar)
    expect(within(bar).queryByRole('link', { name: /^Show only/ })).not.toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }))
    expect(await screen.findByText(/No partners are chosen now/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to all business partners' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
  })

  test('keeps the chosen partners listed once a bulk change starts from it', async () => {
    giveMenuItsHeight()
    const partners = somePartners(3)
    chooseThese(partners)
    const user = await showChosen()
    await waitFor(() => expect(dataRows()).toHaveLength(3))
    await user.click(within(await waitFor(selectionBar)).getByRole('button', { name: 'Bulk changes' }))
    await user.click(await screen.findByRole('button', { name: 'Add a closing date' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('From'), '2033-05-02')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // Two of them are closed until further notice: the closure goes to them too.
    await user.click(await within(dialog).findByRole('button', { name: 'Add anyway' }))
    await waitFor(() => expect(useBulkRunStore.getState().run).toMatchObject({ total: 3 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    expect(useListSelection.getState().targets.size).toBe(3)
    expect(rowNames()).toEqual(partners.map(({ name }) => name))
    expect(screen.queryByText(/No partners are chosen now/)).not.toBeInTheDocument()
  })

  test('downloads exactly the chosen partners, of every type, as CSV', async () => {
    const partners = somePartners(5, 13)
    chooseThese(partners)
    downloads.length = 0
    const user = await showChosen()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const [header, ...rows] = (await downloads[0]!.file.text()).slice(1).trimEnd().split('\r\n')
    expect(header).toMatch(/^Name,Account number,Type,/)
    expect(rows.map((row) => row.split(',')[1])).toEqual(
      [...partners].sort((a, b) => a.id - b.id).map(({ accountNum }) => accountNum),
    )
    expect(downloads[0]!.fileName).toMatch(/^chosen-partners-/)
  })

  test('shows exactly the chosen partners on the map, its address saying so, and back to the table', async () => {
    const partners = somePartners(6, 11)
    chooseThese(partners)
    const user = await showChosen()
    await user.click(screen.getByRole('button', { name: 'Map' }))
    expect(window.location.search).toBe('?chosen=1&view=map')
    await screen.findByRole('group', { name: 'The chosen partners on a map' }, { timeout: 10_000 })
    const placed = db
      .list('business-partners')
      .filter(({ id, bpType }) => bpType && partners.some((partner) => partner.id === id))
      .filter((partner) => mapPoint(validPosition(partner as Parameters<typeof validPosition>[0])))
    expect(placed.length).toBeGreaterThan(1)
    expect(await screen.findByText(/partners? on the map/)).toHaveTextContent(
      `${placed.length} partners on the map.`,
    )
    // Every place in view, opened: its partners' boxes name exactly them, each chosen.
    await user.click(screen.getByText(/^Choose partners in view: \d+ places?$/))
    for (const place of screen.getAllByText(/: \d+ partners?\b/, { selector: 'li summary' }))
      await user.click(place)
    const boxes = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ })
    expect(boxes.map((box) => box.getAttribute('aria-label')).sort()).toEqual(
      placed.map(({ name }) => `Select ${name}`).sort(),
    )
    for (const box of boxes) expect(box).toBeChecked()

    // A partner un-chosen here leaves the map at once: its other pins are the ones already read.
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => void asked.push(request.url)
    server.events.on('request:start', record)
    onTestFinished(() => void server.events.removeListener('request:start', record))
    await user.click(boxes[0] as HTMLElement)
    expect(await screen.findByText(/partners? on the map/)).toHaveTextContent(
      `${placed.length - 1} partners on the map.`,
    )
    expect(asked.filter((url) => url.includes('/business-partners'))).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Table' }))
    expect(window.location.search).toBe('?chosen=1')
    await waitFor(() => expect(dataRows()).toHaveLength(partners.length - 1))
  })

  test('says the choice is gone when there is none (a new tab, after a sign-out), with a way back', async () => {
    await showChosen()
    expect(screen.getByText(/No partners are chosen now/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('shows a viewer the chosen partners with nothing to select', async () => {
    const partners = somePartners(2)
    chooseThese(partners)
    // The mock auth service grants reading alone: every token it hands out is a viewer's.
    tokenStore.setClientScopes([DATA_SCOPES.read])
    await showChosen('?chosen=1', 'viewer')
    await waitFor(() => expect(rowNames()).toEqual(partners.map(({ name }) => name)))
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    expect(screen.queryByRole('group', { name: 'Chosen partners' })).not.toBeInTheDocument()
  })
})

describe('a selection bar', { timeout: 20_000 }, () => {
  test('offers to show only the chosen partners; coming back keeps them', async () => {
    visit('/dealers/?status=active')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="dealer" />)
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1))
    await user.click(within(dataRows()[1] as HTMLElement).getByRole('checkbox'))
    const show = await within(await waitFor(selectionBar)).findByRole('link', {
      name: 'Show only the 1 chosen',
    })
    expect(show).toHaveAttribute('href', CHOSEN_PATH)
    const { scope, targets } = useListSelection.getState()
    expect(targets.size).toBe(1)
    expect(scope).toBe('dealer?status=active')
  })
})
