import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'

import { server } from '@mocks/node'
import { giveMenuItsHeight, preloadMenu } from '@/components/ui/listbox/test-support'
import { installNavigation, visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { PartnerListScreen } from './partner-list-screen'

/** The screen through the real data layer over the shared mock handlers (103 seeded partners). */
const LIST_URL = 'http://data.test/store/api/business-partners'

const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'))

/** The rows "Showing first–last of total" announces, so a loop over rows cannot run over none. */
async function shownRowCount(): Promise<number> {
  const summary = await screen.findByText(/^Showing \d+–\d+ of \d+$/)
  const [, first = '0', last = '0'] = /^Showing (\d+)–(\d+)/.exec(summary.textContent ?? '') ?? []
  return Number(last) - Number(first) + 1
}

beforeAll(preloadMenu)

beforeEach(() => {
  installNavigation()
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('PartnerListScreen', () => {
  test('shows the first 25 dealers of 30, each linking to its detail page', async () => {
    visit('/dealers/')
    renderWithProviders(<PartnerListScreen kind="dealer" />)

    expect(await screen.findByText('30 dealers')).toBeInTheDocument()
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    const link = within(dataRows()[0] as HTMLElement).getByRole('link')
    expect(link.getAttribute('href')).toMatch(/^\/dealers\/detail\/\?id=\d+$/)
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument()
  })

  test('the header’s actions load once the rows are shown and the page is idle; their place is held until then', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    visit('/dealers/')
    const { container, unmount } = renderWithProviders(<PartnerListScreen kind="dealer" />)
    onTestFinished(() => {
      unmount()
      vi.unstubAllGlobals()
    })

    await waitFor(() => expect(dataRows()).toHaveLength(25))
    // Until then, inert stand-ins hidden from assistive technology hold their place.
    expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
    const standIn = container.querySelector('[inert]')
    expect(standIn?.getAttribute('aria-hidden')).toBe('true')
    const standInLabels = standIn?.textContent
    expect(standInLabels).toBe('TableMapViewsColumnsExport CSVImport closing dates')

    // The idle moments are asked for once the rows are on screen (happy-dom: the next frame).
    await waitFor(() => {
      act(() => idle.splice(0).forEach((run) => run()))
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    })
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
    expect(container.querySelector('[inert]')).toBeNull()
    // The stand-ins are the real buttons' twins: the same labels, in the same order.
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement
    const labels = within(header)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .join('')
    expect(labels).toBe(standInLabels)
  })

  test('a country filter opened before the page was idle finds any country by typing', async () => {
    // The idle moment the countries wait for never comes; opening the filter must not wait for it.
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    giveMenuItsHeight()
    visit('/dealers/')
    const user = userEvent.setup()
    const { unmount } = renderWithProviders(<PartnerListScreen kind="dealer" />)
    onTestFinished(() => {
      unmount()
      vi.unstubAllGlobals()
    })
    const country = await screen.findByRole('combobox', { name: 'Country' })

    await user.click(country)
    await user.keyboard('germ')

    const active = document.getElementById(country.getAttribute('aria-activedescendant') ?? '')
    expect(active).toHaveTextContent('Germany')
  })

  test('reads its state from the address: the second page of active stores, 50 a page', async () => {
    visit('/stores/?status=active&pageSize=50&page=2')
    renderWithProviders(<PartnerListScreen kind="store" />)

    await waitFor(() => expect(screen.getByText(/^Showing 51–/)).toBeInTheDocument())
    const shown = await shownRowCount()
    expect(shown).toBeGreaterThan(0)
    expect(dataRows()).toHaveLength(shown)
    for (const row of dataRows()) expect(within(row).getByText('Active')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('50')
  })

  test('writes a search to the address, replacing the entry, back on page 1', async () => {
    visit('/?page=3')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="all" />)
    await screen.findByText('103 business partners')

    await user.type(screen.getByRole('searchbox'), 'Berlin{Enter}')

    await waitFor(() => expect(window.location.search).toBe('?q=Berlin'))
    await waitFor(() => expect(screen.queryByText('103 business partners')).not.toBeInTheDocument())
    await waitFor(async () => expect(dataRows()).toHaveLength(await shownRowCount()))
    expect(dataRows().length).toBeGreaterThan(0)
    for (const row of dataRows()) expect(row).toHaveTextContent(/Berlin/i)
  })

  test('pages with a new history entry, without a Gatsby navigation', async () => {
    visit('/')
    const navigate = installNavigation()
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="all" />)
    await screen.findByText('103 business partners')
    const entries = window.history.length

    await user.click(screen.getByRole('link', { name: 'Next page' }))

    expect(window.location.search).toBe('?page=2')
    expect(window.history.length).toBe(entries + 1)
    expect(navigate).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByText('Showing 26–50 of 103')).toBeInTheDocument())
  })

  test('says what matched nothing and clears the search and filters', async () => {
    visit('/stores/?q=no-such-shop&country=FR&pageSize=100')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="store" />)

    expect(
      await screen.findByText('No stores match the search “no-such-shop” and Country: France.'),
    ).toBeInTheDocument()
    const emptyState = screen.getByRole('heading', { name: 'No matches' }).parentElement as HTMLElement
    await user.click(within(emptyState).getByRole('button', { name: 'Clear search and filters' }))

    // The page size is a reading preference: it stays.
    await waitFor(() => expect(window.location.search).toBe('?pageSize=100'))
  })

  test('shows a translated error with Try again when the service fails, and recovers', async () => {
    server.use(
      http.get(LIST_URL, () => HttpResponse.text('<html>down</html>', { status: 502 }), { once: true }),
    )
    visit('/zh-TW/distributors/')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="distributor" />, { language: 'zh-TW' })

    expect(await screen.findByRole('alert')).toHaveTextContent('資料服務發生問題（錯誤 502）')
    await user.click(screen.getByRole('button', { name: '再試一次' }))

    expect(await screen.findByText('共 9 家總代理商')).toBeInTheDocument()
  })

  test('rows on screen stay when reading them again fails; one line says why, Try again reads again', async () => {
    visit('/dealers/')
    const user = userEvent.setup()
    const { queryClient } = renderWithProviders(<PartnerListScreen kind="dealer" />)
    await waitFor(() => expect(dataRows()).toHaveLength(25))
    const firstName = dataRows()[0]?.textContent

    let down = true
    server.use(http.get(LIST_URL, () => (down ? HttpResponse.text('down', { status: 503 }) : undefined)))
    // As when the network comes back (app-query-client.ts): everything on screen is asked again.
    await act(() => queryClient.invalidateQueries())

    const line = await screen.findByRole('alert')
    expect(line).toHaveTextContent(/^What is shown could not be refreshed: .*\(error 503\)/)
    expect(dataRows()).toHaveLength(25)
    expect(dataRows()[0]?.textContent).toBe(firstName)
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'The data could not be loaded' })).not.toBeInTheDocument()

    down = false
    await user.click(within(line).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(dataRows()).toHaveLength(25)
  })

  test('reads the parents when their filter is used, says when they could not be read, and retries', async () => {
    giveMenuItsHeight()
    let parentsDown = true
    server.use(
      http.get(LIST_URL, ({ request }) =>
        parentsDown && new URL(request.url).searchParams.get('bpType') === 'distributor'
          ? HttpResponse.text('<html>down</html>', { status: 502 })
          : undefined,
      ),
    )
    visit('/dealers/')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="dealer" />)
    await waitFor(() => expect(dataRows()).toHaveLength(25))

    const filter = screen.getByRole('combobox', { name: 'Distributor' })
    await user.click(filter)
    const failed = await screen.findByRole('option', { name: /could not be read/ })
    expect(failed).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Escape}')

    parentsDown = false
    await user.click(filter)
    const distributors = await screen.findAllByRole('option', { name: /./ })
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2))
    expect(distributors[0]).toHaveTextContent('All')
    expect(screen.queryByRole('option', { name: /could not be read|Loading/ })).not.toBeInTheDocument()
  })

  test('shows the skeleton rows while the first page loads', async () => {
    // Released whether or not the request has reached the service yet.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(
        LIST_URL,
        async () => {
          await released
          return undefined
        },
        { once: true },
      ),
    )
    visit('/dealers/')
    renderWithProviders(<PartnerListScreen kind="dealer" />)

    await waitFor(() => expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(30))
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    release()
    await waitFor(() => expect(dataRows()).toHaveLength(25))
  })
})
