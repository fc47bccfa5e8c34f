import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import type { MockRecord } from '@mocks/data/types'
import { server } from '@mocks/node'
import type { BpType } from '@/entities/business-partner'
import { installNavigation, visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { RECORDS_BY_PARTNER_ID } from '../api/partner-requests'

import { PartnerDetailScreen } from './partner-detail-screen'

/**
 * The detail screen through the real data layer over the shared mock handlers: every section
 * filled from the seeded world, and each one failing on its own.
 */
const DATA = 'http://data.test/store/api'

type Resource = Parameters<typeof db.list>[0]

/** A store with records of every kind that relates by bpId, found in the seeded world. */
function fullStore() {
  const byPartner = (resource: Resource, id: number) =>
    db.list(resource).filter((record) => record.bpId === id)
  const store = db
    .list('business-partners')
    .find(
      (partner) =>
        partner.bpType === 'store' &&
        partner.openingHourTemplateId != null &&
        RECORDS_BY_PARTNER_ID.every((resource) => byPartner(resource, partner.id).length > 0),
    )
  if (!store) throw new Error('the seeded world has no store with every kind of record')
  const first = (resource: Resource) => byPartner(resource, store.id)[0] as MockRecord
  const campaign = first('service-maps').campaignId
  const service = db.list('services').find((candidate) => candidate.axCampaignId === campaign)
  return { store, first, service }
}

/** A section by its heading (a table inside may name a scroll region the same). */
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement

/** Each section, a value of the store's own records it must show, and the request that fills it. */
function sectionCases() {
  const { first, service } = fullStore()
  const text = (value: unknown) => String(value)
  return [
    { name: 'Addresses', shows: text(first('addresses').street), resource: 'addresses' },
    { name: 'Closing dates', shows: text(first('closing-dates').reason), resource: 'closing-dates' },
    { name: 'Pricing', shows: text(first('pricings').priceGroup), resource: 'pricings' },
    { name: 'Discounts', shows: text(first('discounts').code), resource: 'discounts' },
    { name: 'Dealer settings', shows: text(first('dealer-configs').currency), resource: 'dealer-configs' },
    { name: 'Store settings', shows: text(first('store-configs').invoiceAccount), resource: 'store-configs' },
    {
      name: 'SAP and AX accounts',
      shows: text(first('sap-ax-mappings').sapAccountNum),
      resource: 'sap-ax-mappings',
    },
    { name: 'Services', shows: text(service?.name), resource: 'services' },
    { name: 'Opening hours', shows: 'Monday', resource: 'opening-hour-templates/:id' },
  ]
}

beforeEach(() => {
  installNavigation()
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('PartnerDetailScreen', () => {
  test('shows the partner and fills every section with its own records', async () => {
    const { store } = fullStore()
    visit(`/stores/detail/?id=${store.id}`)
    renderWithProviders(<PartnerDetailScreen kind="store" />)

    expect(await screen.findByRole('heading', { level: 1, name: String(store.name) })).toBeInTheDocument()
    for (const { name, shows } of sectionCases()) {
      await waitFor(() => expect(section(name)).toHaveTextContent(shows))
    }
    const parent = db.get('business-partners', Number(store.parentId))
    expect(
      await within(section('Network')).findByRole('link', { name: String(parent?.name) }),
    ).toHaveAttribute('href', `/dealers/detail/?id=${store.parentId}`)
  }, 15_000)

  test.each(sectionCases())(
    'a failing $name request shows its error with Try again, while the others still show',
    async ({ name, shows, resource }) => {
      const { store, first } = fullStore()
      // Down until it comes back just before Try again: however many times the page has asked by
      // then (its prefetch as the summary paints, the section as it mounts).
      let down = true
      server.use(
        http.get(`${DATA}/${resource}`, () =>
          down ? HttpResponse.text('down', { status: 503 }) : undefined,
        ),
      )
      visit(`/stores/detail/?id=${store.id}`)
      const user = userEvent.setup()
      renderWithProviders(<PartnerDetailScreen kind="store" />)

      await screen.findByRole('heading', { level: 2, name })
      const region = section(name)
      expect(await within(region).findByRole('alert')).toHaveTextContent(
        'The data service had a problem (error 503)',
      )
      const other = name === 'Addresses' ? 'Pricing' : 'Addresses'
      const otherShows = String(
        name === 'Addresses' ? first('pricings').priceGroup : first('addresses').street,
      )
      await waitFor(() => expect(section(other)).toHaveTextContent(otherShows))

      down = false
      await user.click(within(region).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(region).toHaveTextContent(shows))
      expect(within(region).queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  test("a dealer's stores fail on their own, under Network, and come back with Try again", async () => {
    const dealer = db
      .list('business-partners')
      .find(
        (partner) =>
          partner.bpType === 'dealer' &&
          db.list('business-partners').some((child) => child.parentId === partner.id),
      )
    if (!dealer) throw new Error('the seeded world has no dealer with stores')
    const store = db.list('business-partners').find((child) => child.parentId === dealer.id)
    server.use(
      http.get(`${DATA}/business-partners`, () => HttpResponse.text('down', { status: 500 }), { once: true }),
    )
    visit(`/dealers/detail/?id=${dealer.id}`)
    const user = userEvent.setup()
    renderWithProviders(<PartnerDetailScreen kind="dealer" />)

    const stores = (await screen.findByRole('heading', { level: 3, name: 'Its stores' })).closest(
      'section',
    ) as HTMLElement
    expect(await within(stores).findByRole('alert')).toHaveTextContent('error 500')
    expect(section('Network')).toContainElement(stores)

    await user.click(within(stores).getByRole('button', { name: 'Try again' }))
    expect(await within(stores).findByRole('link', { name: String(store?.name) })).toHaveAttribute(
      'href',
      `/stores/detail/?id=${store?.id}`,
    )
  })

  test('a partner and its records on screen stay when reading them again fails; one line each says why, Try again reads again', async () => {
    const { store, first } = fullStore()
    const reason = String(first('closing-dates').reason)
    visit(`/stores/detail/?id=${store.id}`)
    const user = userEvent.setup()
    const { queryClient } = renderWithProviders(<PartnerDetailScreen kind="store" />)
    await screen.findByRole('heading', { level: 1, name: String(store.name) })
    await waitFor(() => expect(section('Closing dates')).toHaveTextContent(reason))

    let down = true
    const unlessUp = () => (down ? HttpResponse.text('down', { status: 503 }) : undefined)
    server.use(
      http.get(`${DATA}/business-partners/:id`, unlessUp),
      http.get(`${DATA}/closing-dates`, unlessUp),
    )
    // As when the network comes back (app-query-client.ts): everything on screen is asked again.
    await act(() => queryClient.invalidateQueries())

    const refreshFailed = /^What is shown could not be refreshed: .*\(error 503\)/
    const page = screen.getByRole('article')
    const partnerLine = await waitFor(() => {
      const line = within(page)
        .getAllByRole('alert')
        .find((alert) => !alert.closest('section'))
      expect(line).toHaveTextContent(refreshFailed)
      return line as HTMLElement
    })
    await waitFor(() =>
      expect(within(section('Closing dates')).getByRole('alert')).toHaveTextContent(refreshFailed),
    )
    expect(screen.getByRole('heading', { level: 1, name: String(store.name) })).toBeInTheDocument()
    expect(section('Closing dates')).toHaveTextContent(reason)
    expect(screen.queryByRole('heading', { name: 'The data could not be loaded' })).not.toBeInTheDocument()

    down = false
    await user.click(within(partnerLine).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(partnerLine).not.toBeInTheDocument())
    await user.click(within(section('Closing dates')).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(section('Closing dates')).queryByRole('alert')).not.toBeInTheDocument())
    expect(section('Closing dates')).toHaveTextContent(reason)
  })

  test('says so in the section when the partner has no records of a kind', async () => {
    const { store } = fullStore()
    for (const discount of db.list('discounts'))
      if (discount.bpId === store.id) db.remove('discounts', discount.id)
    visit(`/stores/detail/?id=${store.id}`)
    renderWithProviders(<PartnerDetailScreen kind="store" />)

    await waitFor(() => expect(section('Discounts')).toHaveTextContent('No discounts on record.'))
    expect(within(section('Discounts')).queryByRole('table')).not.toBeInTheDocument()
  })

  test('speaks Traditional Chinese on a zh-TW page', async () => {
    const { store, first } = fullStore()
    visit(`/zh-TW/stores/detail/?id=${store.id}`)
    renderWithProviders(<PartnerDetailScreen kind="store" />, { language: 'zh-TW' })

    await waitFor(() => expect(section('地址')).toHaveTextContent(String(first('addresses').street)))
    // Each section fills on its own: the week comes at the end of a chain of three requests.
    await waitFor(() => expect(section('營業時間')).toHaveTextContent('星期一'))
    expect(screen.getByRole('navigation', { name: '導覽路徑' })).toBeInTheDocument()
  })

  test.each([
    { search: '', reason: 'no id' },
    { search: '?id=abc', reason: 'a non-numeric id' },
    { search: '?id=-4', reason: 'a negative id' },
    { search: '?id=1e3', reason: 'an id in exponent form' },
  ])('shows a not-found state inside the page for $reason', async ({ search }) => {
    visit(`/dealers/detail/${search}`)
    renderWithProviders(<PartnerDetailScreen kind="dealer" />)

    expect(await screen.findByRole('heading', { name: 'Nothing to show' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer' })).toBeInTheDocument()
  })

  test('says which number it could not find for an unknown id', async () => {
    visit('/dealers/detail/?id=99999')
    renderWithProviders(<PartnerDetailScreen kind="dealer" />)

    expect(await screen.findByText('There is no dealer with number 99999.')).toBeInTheDocument()
  })

  test.each([
    { kind: 'store', actual: 'dealer' },
    { kind: 'dealer', actual: 'distributor' },
    { kind: 'distributor', actual: 'store' },
  ] satisfies { kind: BpType; actual: BpType }[])(
    'moves a $actual opened as a $kind to its own address, replacing the entry',
    async ({ kind, actual }) => {
      const partner = db.list('business-partners').find((candidate) => candidate.bpType === actual)
      if (!partner) throw new Error(`no ${actual} in the seeded world`)
      visit(`/${kind}s/detail/?id=${partner.id}`)
      const navigate = installNavigation()
      renderWithProviders(<PartnerDetailScreen kind={kind} />)

      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith(`/${actual}s/detail/?id=${partner.id}`, { replace: true }),
      )
    },
  )
})
