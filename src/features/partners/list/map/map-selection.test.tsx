import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { queryRecords } from '@mocks/list-query'
import { server } from '@mocks/node'

import { visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { PartnerListScreen } from '../partner-list-screen'
import { barSays, eachTestChoosesAfresh } from '../selection/test-support'

/** The map view of a list keeps, shows and changes the list's selection (mock world: 64 stores). */

const placesOpened = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByText(/^Choose partners in view: \d+ places?$/))
  return screen.getAllByRole('listitem').filter((item) => item.querySelector('details'))
}

eachTestChoosesAfresh()

// The map and its atlas render slowly in happy-dom on a busy machine.
describe('the selection on the map', { timeout: 30_000 }, () => {
  test('a partner chosen in the table is chosen on the map: said, and its box checked', async () => {
    visit('/stores/?country=TW')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="store" />)
    const firstRow = await waitFor(() => {
      const row = screen.getAllByRole('row').find((each) => within(each).queryByRole('rowheader'))
      if (!row) throw new Error('no rows yet')
      return row
    })
    const name = within(firstRow).getByRole('rowheader').textContent ?? ''
    await user.click(within(firstRow).getByRole('checkbox'))
    await barSays('1 selected')

    act(() => visit('/stores/?country=TW&view=map'))
    await screen.findByRole('group', { name: 'Stores on a map' }, { timeout: 10_000 })

    // The bar stays, with the same count; the map's marks say which are chosen.
    await barSays('1 selected')
    const map = screen.getByRole('group', { name: 'Stores on a map' })
    await waitFor(() =>
      expect(
        [...map.querySelectorAll('a, [role="button"]')].filter((mark) =>
          /, selected$|selected: zoom in$/.test(mark.getAttribute('aria-label') ?? ''),
        ),
      ).toHaveLength(1),
    )

    // Its place, opened, shows its box checked.
    const places = await placesOpened(user)
    for (const place of places)
      await user.click(within(place).getByText(/partners?/, { selector: 'summary' }))
    expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked()
  })

  test("a place's boxes choose its partners, one or all, and the bar counts them", async () => {
    visit('/stores/?country=TW&view=map')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="store" />)
    await screen.findByText(/partners? on the map/)

    const places = await placesOpened(user)
    const crowded = places.find((place) => /and \d+ more|: [2-9]\d* partners/.test(place.textContent ?? ''))
    if (!crowded) throw new Error('no place with several partners')
    await user.click(within(crowded).getByText(/partners/, { selector: 'summary' }))
    const all = within(crowded).getByRole('checkbox', { name: /^Select all \d+ partners here$/ })
    const count = Number(/\d+/.exec(all.closest('label')?.textContent ?? '')?.[0])
    const [firstBox] = within(crowded)
      .getAllByRole('checkbox')
      .filter((box) => box !== all)

    await user.click(firstBox as HTMLElement)
    await barSays('1 selected')
    expect(all).toBePartiallyChecked()
    expect(crowded.querySelector('summary')).toHaveTextContent('· 1 selected')

    await user.click(all)
    await barSays(`${count} selected`)
    expect(all).toBeChecked()

    await user.click(all)
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Chosen partners' })).not.toBeInTheDocument(),
    )
  })

  test('the map offers every match once something is chosen', { timeout: 30_000 }, async () => {
    visit('/stores/?view=map')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="store" />)
    await screen.findByText(/partners? on the map/)
    const [place] = await placesOpened(user)
    await user.click(within(place as HTMLElement).getByText(/partners?/, { selector: 'summary' }))
    const [box] = within(place as HTMLElement).getAllByRole('checkbox')
    await user.click(box as HTMLElement)

    await user.click(await screen.findByRole('button', { name: 'Select all 64 matching' }))

    await barSays('64 selected')
  })

  test('pages of the matches that could not be read are named, and Try again reads just those', async () => {
    // The 64 stores read in pages the service gives as 20 (the list's own pages are of 25): four,
    // the second refused twice while it is down.
    let down = true
    const asked: string[] = []
    server.use(
      http.get('http://data.test/store/api/business-partners', ({ request }) => {
        const params = new URL(request.url).searchParams
        if (!['500', '20'].includes(params.get('pageSize') ?? '')) return undefined
        asked.push(params.get('page') ?? '')
        if (down && params.get('page') === '2') return HttpResponse.json({ message: 'down' }, { status: 503 })
        params.set('pageSize', '20')
        return HttpResponse.json(queryRecords([...db.list('business-partners')], params))
      }),
    )
    visit('/stores/?view=map')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="store" />)
    expect(await screen.findByText(/^Page 2 of 4 could not be read: /)).toBeInTheDocument()
    down = false
    asked.length = 0
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const said = await screen.findByText(/partners? on the map/)
    const [shown = 0, unplaced = 0] = (said.textContent?.match(/\d+/g) ?? []).map(Number)
    expect(shown + unplaced).toBe(64)
    // Only that page is read again (a set: under load a request of the first reading was seen late).
    expect(new Set(asked)).toEqual(new Set(['2']))
  })
})
