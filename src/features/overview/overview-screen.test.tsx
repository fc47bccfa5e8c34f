import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { queryRecords } from '@mocks/list-query'
import { server } from '@mocks/node'
import { isoDay } from '@/lib/format-date'
import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { OverviewScreen } from './overview-screen'
import { choose, chosenIds as chosenInOrder, withChooser } from './test-support'

/** The screen through the real data layer over the shared mock world (103 seeded partners). */

const section = async (name: string | RegExp) => screen.findByRole('region', { name })
const barsOf = async (name: string) => within(await section(name)).findAllByRole('link')

beforeEach(() => {
  installNavigation()
  choose.mockReset()
})

/** The ids the selection holds now, in order. */
const chosenIds = () => [...chosenInOrder()].sort((a, b) => a - b)
const idsOf = (partners: readonly { id: number }[]) => partners.map(({ id }) => id).sort((a, b) => a - b)

// Each test reads the whole world (five resources) and counts it: longer than a list's first page.
describe('OverviewScreen', { timeout: 20_000 }, () => {
  test('reads the partners six pages at a time while they read alone, the others four each', async () => {
    // Pages of 10 (the overview asks for 500, then at the size given). Each answer waits until as
    // many pages of its resource as expected are in flight (or a second has passed: the first
    // page, the last few), so the peak does not depend on how fast the pages were asked for.
    const expected = { 'business-partners': 6, 'closing-dates': 4 }
    type Read = keyof typeof expected
    const inFlight = { 'business-partners': 0, 'closing-dates': 0 }
    const most = { ...inFlight }
    const answered = { ...inFlight }
    const waiting = { 'business-partners': [] as (() => void)[], 'closing-dates': [] as (() => void)[] }
    const pageCount = (resource: Read) => Math.ceil(db.list(resource).length / 10)
    const pages = (resource: Read) =>
      http.get(`*/store/api/${resource}`, async ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('pageSize') === '1') return undefined
        inFlight[resource] += 1
        most[resource] = Math.max(most[resource], inFlight[resource])
        if (inFlight[resource] >= expected[resource]) waiting[resource].splice(0).forEach((go) => go())
        else
          await new Promise<void>((resolve) => {
            waiting[resource].push(resolve)
            setTimeout(resolve, 1_000)
          })
        inFlight[resource] -= 1
        answered[resource] += 1
        params.set('pageSize', '10')
        return HttpResponse.json(queryRecords(db.list(resource), params))
      })
    server.use(pages('business-partners'), pages('closing-dates'))
    renderWithProviders(withChooser(<OverviewScreen />))
    await waitFor(() => expect(answered['closing-dates']).toBe(pageCount('closing-dates')), {
      timeout: 15_000,
    })
    expect(answered['business-partners']).toBe(pageCount('business-partners'))
    expect(most).toEqual(expected)
  })

  test('draws the status counts of the service as bars that open the lists filtered that way', async () => {
    renderWithProviders(withChooser(<OverviewScreen />))
    const chart = await section('Partners by status')
    const active = await within(chart).findByRole('link', { name: 'Active: 85, All business partners' })
    expect(active).toHaveAttribute('href', '/?status=active')
    expect(
      within(chart).getByRole('link', { name: 'Inactive: 3, All business partners' }),
    ).toBeInTheDocument()
    expect(
      within(chart).getByRole('link', { name: 'Closing: 15, All business partners' }),
    ).toBeInTheDocument()
    expect(within(chart).getByRole('link', { name: /^Active: \d+, Dealers$/ })).toHaveAttribute(
      'href',
      '/dealers/?status=active',
    )
    expect(within(chart).getByRole('group', { name: 'Partners by status' })).toBeInTheDocument()
  })

  test('asks for the status totals first and on their own, the partners once they are answered', async () => {
    const totalsAnswered: string[] = []
    let answeredWhenPartnersAsked: number | undefined
    const isTotal = (url: URL) => url.searchParams.get('pageSize') === '1'
    const onAnswer = ({ request }: { request: Request }) => {
      if (isTotal(new URL(request.url))) totalsAnswered.push(request.url)
    }
    const onAsk = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/business-partners') && !isTotal(url))
        answeredWhenPartnersAsked ??= totalsAnswered.length
    }
    // The totals answer late: the partners' reading must still wait for them.
    server.use(
      http.get(/\/business-partners$/, async ({ request }) => {
        if (isTotal(new URL(request.url))) await delay(150)
        // Nothing returned: the mock world's own handler answers.
      }),
    )
    server.events.on('response:mocked', onAnswer)
    server.events.on('request:start', onAsk)
    try {
      renderWithProviders(withChooser(<OverviewScreen />))
      await within(await section('Partners by status')).findByRole('link', {
        name: 'Active: 85, All business partners',
      })
      await waitFor(() => expect(answeredWhenPartnersAsked).toBeDefined())
      expect(answeredWhenPartnersAsked).toBe(12)
    } finally {
      server.events.removeListener('response:mocked', onAnswer)
      server.events.removeListener('request:start', onAsk)
    }
  })

  test('offers, after each bar, Select for exactly the partners it counts', async () => {
    const user = userEvent.setup()
    renderWithProviders(withChooser(<OverviewScreen />))
    const partners = db.list('business-partners')
    const closingDealers = partners.filter(
      ({ bpType, status }) => bpType === 'dealer' && status === 'closing',
    )
    const chart = await within(await section('Partners by status')).findByRole('group')
    const name = `Closing: ${closingDealers.length}, Dealers`
    const select = await within(chart).findByRole('button', {
      name: `Select these ${closingDealers.length}: ${name}`,
    })
    // One word shows, the count being the bar's; the name starts with it (WCAG 2.5.3).
    expect(select).toHaveTextContent(/^Select$/)
    const link = within(chart).getByRole('link', { name })
    expect(link.compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // A bar of nobody offers nothing.
    expect(within(chart).queryByRole('button', { name: /Inactive: 0, Distributors$/ })).toBeNull()
    await user.click(select)
    expect(chosenIds()).toEqual(idsOf(closingDealers))

    const countries = await within(await section('Partners by country')).findByRole('group')
    const taiwan = partners.filter(
      ({ country }) =>
        String(country ?? '')
          .trim()
          .toUpperCase() === 'TW',
    )
    await user.click(
      within(countries).getByRole('button', {
        name: `Select these ${taiwan.length}: Taiwan: ${taiwan.length}`,
      }),
    )
    expect(chosenIds()).toEqual(idsOf(taiwan))
  })

  test('shows the figures as a table on demand, with the same links', async () => {
    const user = userEvent.setup()
    renderWithProviders(withChooser(<OverviewScreen />))
    const chart = await section('Partners by status')
    await within(chart).findByRole('link', { name: 'Active: 85, All business partners' })
    const toggle = within(chart).getByRole('button', { name: 'Show as a table' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const table = await within(chart).findByRole('table', { name: 'Partners by status' })
    expect(within(table).getAllByRole('row')).toHaveLength(13)
    expect(
      within(table).getByRole('rowheader', { name: 'All business partners: Active' }),
    ).toBeInTheDocument()
    expect(toggle).toHaveAccessibleName('Hide the table')
  })

  test('names the largest countries and links each to the All list of that country', async () => {
    renderWithProviders(withChooser(<OverviewScreen />))
    const bars = await barsOf('Partners by country')
    expect(bars.length).toBeGreaterThan(1)
    const taiwan = bars.find((bar) => bar.getAttribute('href') === '/?country=TW')
    expect(taiwan).toHaveAccessibleName(/^Taiwan: \d+$/)
  })

  test('lists the partners closed today and each day of the next two weeks, by type', async () => {
    const today = isoDay(new Date())
    const store = db.list('business-partners').find((record) => record.bpType === 'store')!
    db.create('closing-dates', { bpId: store.id, day: today, from: today, to: today, reason: 'Inventory' })
    const user = userEvent.setup()
    renderWithProviders(withChooser(<OverviewScreen />))
    const closed = await section('Closed today')
    expect(await within(closed).findByRole('link', { name: String(store.name) })).toBeInTheDocument()

    const calendar = await section('Closed in the next 14 days')
    const days = await within(calendar).findAllByRole('button', { pressed: false })
    expect(within(calendar).getByRole('button', { pressed: true })).toHaveAccessibleName(
      // What its square shows first (a weekday and the day of the month, the count), then the date.
      /^\w+ \d+: \d+ partners? closed, .+\d{4}$/,
    )
    await user.click(days[0]!)
    expect(days[0]).toHaveAttribute('aria-pressed', 'true')
  })

  test('names the records that need attention, as links', async () => {
    const [first, second, third] = db.list('business-partners').filter((record) => record.bpType === 'store')
    db.patch('business-partners', first!.id, { latitude: null, longitude: null })
    db.patch('business-partners', second!.id, { email: 'not-an-email' })
    db.patch('business-partners', third!.id, { parentId: 9999 })
    renderWithProviders(withChooser(<OverviewScreen />))
    const noLocation = await section(/^Without a location/)
    expect(await within(noLocation).findByRole('link', { name: String(first!.name) })).toBeInTheDocument()
    const badEmail = await section(/^E-mail that is not an address/)
    expect(await within(badEmail).findByRole('link', { name: String(second!.name) })).toBeInTheDocument()
    expect(within(badEmail).getByText(/Partner e-mail · not-an-email/)).toBeInTheDocument()
    const parent = await section(/^Parent missing or inactive/)
    expect(await within(parent).findByRole('link', { name: String(third!.name) })).toBeInTheDocument()
    const noHours = await section(/^Without opening hours/)
    await waitFor(() => expect(noHours).not.toHaveAttribute('aria-busy'))
    expect(within(noHours).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
  })

  test('says when a read fails, with Try again', async () => {
    server.use(
      http.get('*/store/api/business-partners', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    )
    renderWithProviders(withChooser(<OverviewScreen />))
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  test('pages that could not be read are named, and Try again reads just those', async () => {
    // Partners in pages of 25 (the overview asks for 500, then at the size given); the third refused twice.
    let down = true
    const asked: string[] = []
    server.use(
      http.get('*/store/api/business-partners', ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('pageSize') === '1') return undefined
        asked.push(params.get('page') ?? '')
        if (down && params.get('page') === '3') return HttpResponse.json({ message: 'down' }, { status: 502 })
        params.set('pageSize', '25')
        return HttpResponse.json(queryRecords(db.list('business-partners'), params))
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(withChooser(<OverviewScreen />))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Page 3 of 5 could not be read: The data service had a problem (error 502).',
    )
    down = false
    asked.length = 0
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const bars = await barsOf('Partners by country')
    expect(bars.find((bar) => bar.getAttribute('href') === '/?country=TW')).toBeDefined()
    // Only that page is read again (a set: under load a request of the first reading was seen late).
    expect(new Set(asked)).toEqual(new Set(['3']))
  })

  test('shows how far the reading has come, and Stop ends it', async () => {
    // Partners in pages of 25, the fourth held until the test ends.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/store/api/business-partners', async ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('pageSize') === '1') return undefined
        if (params.get('page') === '4') await held
        params.set('pageSize', '25')
        return HttpResponse.json(queryRecords(db.list('business-partners'), params))
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(withChooser(<OverviewScreen />))
    const bar = await screen.findByRole('progressbar', { name: 'Reading the network' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '4 of 5 pages read'))
    await user.click(screen.getByRole('button', { name: 'Stop reading' }))
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(screen.getByText('Reading stopped. Refresh reads the figures again.')).toBeInTheDocument()
    expect(await section('Partners by country')).toHaveAttribute('aria-busy', 'true')
    release()
  })
})
