import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { queryRecords } from '@mocks/list-query'
import { server } from '@mocks/node'
import { forgetSessionMemory } from '@/lib/auth/session-memory'
import { visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { PartnerListScreen } from '../partner-list-screen'

import { useListSelection } from './selection-store'
import { barSays, eachTestChoosesAfresh, selectionBar } from './test-support'

/** A list's selection through the screen, the real data layer and the mock world (30 dealers). */
const LIST_URL = 'http://data.test/store/api/business-partners'

const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'))
const rowBox = (index: number) => within(dataRows()[index] as HTMLElement).getByRole('checkbox')
const pageBox = () => screen.getByRole('checkbox', { name: /^Select this page's/ })
const checkedRows = () => dataRows().filter((row) => within(row).getByRole('checkbox').matches(':checked'))

async function showDealers(path = '/dealers/') {
  visit(path)
  const user = userEvent.setup()
  renderWithProviders(<PartnerListScreen kind="dealer" />)
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
  return user
}

eachTestChoosesAfresh()

// Each test renders the whole list screen and clicks through it: seconds on a busy machine.
describe('choosing partners on a list', { timeout: 20_000 }, () => {
  test('each row has a box named for its partner; checking one shows the bar with its count', async () => {
    const user = await showDealers()
    const first = within(dataRows()[0] as HTMLElement).getByRole('rowheader').textContent ?? ''
    const box = screen.getByRole('checkbox', { name: `Select ${first}` })
    expect(box).not.toBeChecked()
    expect(screen.queryByRole('group', { name: 'Chosen partners' })).not.toBeInTheDocument()

    await user.click(box)

    expect(box).toBeChecked()
    await barSays('1 selected')
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('1 selected')
    await user.click(box)
    expect(box).not.toBeChecked()
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Chosen partners' })).not.toBeInTheDocument(),
    )
  })

  test('Shift+click chooses the rows from the last one clicked, and lets them go the same way', async () => {
    const user = await showDealers()
    await user.click(rowBox(1))
    await user.keyboard('{Shift>}')
    await user.click(rowBox(4))
    await user.keyboard('{/Shift}')

    expect(checkedRows()).toEqual(dataRows().slice(1, 5))
    await barSays('4 selected')

    await user.click(rowBox(3))
    await user.keyboard('{Shift>}')
    await user.click(rowBox(2))
    await user.keyboard('{/Shift}')
    expect(checkedRows()).toEqual([dataRows()[1], dataRows()[4]])
  })

  test('the header box reads mixed when some rows are chosen, and chooses the whole page', async () => {
    const user = await showDealers()
    expect(pageBox()).toHaveAccessibleName("Select this page's 25 partners")
    expect(pageBox()).not.toBeChecked()

    await user.click(rowBox(0))
    expect(pageBox()).toBePartiallyChecked()

    await user.click(pageBox())
    expect(pageBox()).toBeChecked()
    expect(checkedRows()).toHaveLength(25)
    await barSays('25 selected')

    await user.click(pageBox())
    expect(checkedRows()).toHaveLength(0)
    expect(pageBox()).not.toBePartiallyChecked()
  })

  test('Space on a focused box toggles it', async () => {
    const user = await showDealers()
    rowBox(2).focus()
    await user.keyboard(' ')
    expect(rowBox(2)).toBeChecked()
    await barSays('1 selected')
  })

  test('paging keeps the choice: the next page starts unchosen, and coming back shows it again', async () => {
    const user = await showDealers()
    await user.click(rowBox(0))
    await user.click(rowBox(3))
    const chosenNames = checkedRows().map((row) => within(row).getByRole('rowheader').textContent)

    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument())
    await waitFor(() => expect(dataRows()).toHaveLength(5))
    expect(checkedRows()).toHaveLength(0)
    await barSays('2 selected')

    await user.click(screen.getByRole('link', { name: 'Previous page' }))
    await waitFor(() => expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument())
    await waitFor(() =>
      expect(checkedRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(chosenNames),
    )
  })

  test('a new search lets the choice go and says so, politely', async () => {
    const user = await showDealers()
    await user.click(rowBox(0))
    await barSays('1 selected')

    await user.type(screen.getByRole('searchbox'), 'a{Enter}')

    await waitFor(() => expect(window.location.search).toBe('?q=a'))
    await barSays('Selection cleared: the search or filters changed')
    const notice = within(selectionBar()).getByRole('status')
    expect(notice).toHaveTextContent('Selection cleared: the search or filters changed')
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0))
    expect(checkedRows()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument()
  })

  test('a chosen page offers every match, and reads them all', async () => {
    const user = await showDealers()
    expect(screen.queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument()
    await user.click(pageBox())

    await user.click(await screen.findByRole('button', { name: 'Select all 30 matching' }))

    await barSays('30 selected')
    expect(screen.queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(dataRows()).toHaveLength(5))
    await waitFor(() => expect(checkedRows()).toHaveLength(5))
    expect(pageBox()).toBeChecked()
  })

  test('reading every match shows its progress, and Cancel stops it with the choice as it was', async () => {
    // 103 partners, read in pages of 500 that the service gives as pages of 100: two, the second
    // held until the test is done.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(LIST_URL, async ({ request }) => {
        const params = new URL(request.url).searchParams
        // The list's own pages are of 25; every match is read asking for 500, then at the size given.
        if (params.get('pageSize') === '25') return undefined
        if (params.get('page') === '2') await held
        params.set('pageSize', '100')
        return HttpResponse.json(queryRecords(db.list('business-partners'), params))
      }),
    )
    visit('/')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="all" />)
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    await user.click(pageBox())

    await user.click(await screen.findByRole('button', { name: 'Select all 103 matching' }))

    const progress = await screen.findByRole('progressbar', { name: 'Reading every match' })
    await waitFor(() =>
      expect(progress).toHaveAttribute('aria-valuetext', 'Reading every match: page 2 of 2'),
    )
    expect(progress).toHaveAttribute('aria-valuenow', '1')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    await barSays('25 selected')
    expect(screen.getByRole('button', { name: 'Select all 103 matching' })).toBeInTheDocument()
    act(() => release())
  })

  test('pages of the matches that could not be read are said, and Try again reads just those', async () => {
    // Read in pages the service gives as 20 (the list's own are of 25): six, the third refused
    // while the service is down.
    let down = true
    const asked: string[] = []
    server.use(
      http.get(LIST_URL, ({ request }) => {
        const params = new URL(request.url).searchParams
        if (!['500', '20'].includes(params.get('pageSize') ?? '')) return undefined
        asked.push(params.get('page') ?? '')
        if (down && params.get('page') === '3') return HttpResponse.json({ message: 'down' }, { status: 503 })
        params.set('pageSize', '20')
        return HttpResponse.json(queryRecords(db.list('business-partners'), params))
      }),
    )
    visit('/')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="all" />)
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    await user.click(pageBox())
    await user.click(await screen.findByRole('button', { name: 'Select all 103 matching' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not every match could be read. Page 3 of 6 could not be read: The data service had a problem (error 503).',
    )
    await barSays('25 selected')
    down = false
    asked.length = 0
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    await barSays('103 selected')
    // Only that page is read again (a set: under load a request of the first reading was seen late).
    expect(new Set(asked)).toEqual(new Set(['3']))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('Clear lets every chosen partner go and puts focus on the page’s box', async () => {
    const user = await showDealers()
    await user.click(rowBox(0))
    await user.click(rowBox(1))

    await user.click(await screen.findByRole('button', { name: 'Clear selection' }))

    expect(checkedRows()).toHaveLength(0)
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Chosen partners' })).not.toBeInTheDocument(),
    )
    expect(pageBox()).toHaveFocus()
  })

  test('the end of the session forgets every chosen partner', async () => {
    const user = await showDealers()
    await user.click(rowBox(0))
    await barSays('1 selected')

    act(() => forgetSessionMemory())

    expect(checkedRows()).toHaveLength(0)
    expect(useListSelection.getState().targets.size).toBe(0)
  })

  test('in Chinese: each box and the bar speak it', async () => {
    visit('/zh-TW/dealers/')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="dealer" />, { language: 'zh-TW' })
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    const first = within(dataRows()[0] as HTMLElement).getByRole('rowheader').textContent ?? ''
    expect(screen.getByRole('checkbox', { name: '選取本頁 25 個業務夥伴' })).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: `選取 ${first}` }))

    await waitFor(() =>
      expect(screen.getByRole('group', { name: '已選取的業務夥伴' })).toHaveTextContent('已選取 1 個'),
    )
  })
})
