import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { queryRecords } from '@mocks/list-query'
import { server } from '@mocks/node'

import { visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { PartnerListScreen } from '../partner-list-screen'

/** The map drawn as its pages come (mock world: 64 stores, read here in pages of 20). */

/** How many partners the marks on the map stand for: each link one, each group its count. */
function partnersOnMap() {
  const map = screen.getByRole('group', { name: 'Stores on a map' })
  const groups = [...map.querySelectorAll('g[role="button"] text')].map((text) => Number(text.textContent))
  return map.querySelectorAll('a').length + groups.reduce((sum, count) => sum + count, 0)
}

/** The stores' pages as a service that gives 20 a page, every page after the first held until `release`. */
function pagesHeldAfterTheFirst() {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get('http://data.test/store/api/business-partners', async ({ request }) => {
      const params = new URL(request.url).searchParams
      if (!['500', '20'].includes(params.get('pageSize') ?? '')) return undefined
      if (params.get('page') !== '1') await held
      params.set('pageSize', '20')
      return HttpResponse.json(queryRecords([...db.list('business-partners')], params))
    }),
  )
  return () => release()
}

describe('the map while it reads', { timeout: 30_000 }, () => {
  test('the first page’s partners are on the map while the others are read, with the reading’s progress', async () => {
    const release = pagesHeldAfterTheFirst()
    visit('/stores/?view=map')
    renderWithProviders(<PartnerListScreen kind="store" />)
    const bar = await screen.findByRole('progressbar', { name: 'Reading the partners for the map' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 pages read'))
    const early = partnersOnMap()
    expect(early).toBeGreaterThan(0)
    expect(early).toBeLessThanOrEqual(20)
    expect(screen.getByText('Loading the map…')).toHaveAttribute('role', 'status')

    release()
    const said = await screen.findByText(/partners? on the map/)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    const [shown = 0] = (said.textContent?.match(/\d+/g) ?? []).map(Number)
    expect(shown).toBeGreaterThan(early)
    await waitFor(() => expect(partnersOnMap()).toBe(shown))
  })

  test('Stop reading keeps what was read on the map, and Read every partner reads it all', async () => {
    const release = pagesHeldAfterTheFirst()
    visit('/stores/?view=map')
    const user = userEvent.setup()
    renderWithProviders(<PartnerListScreen kind="store" />)
    const bar = await screen.findByRole('progressbar', { name: 'Reading the partners for the map' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 pages read'))
    const early = partnersOnMap()

    await user.click(screen.getByRole('button', { name: 'Stop reading' }))
    expect(await screen.findByText(`Reading stopped: ${early} partners on the map.`)).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(partnersOnMap()).toBe(early)

    release()
    await user.click(screen.getByRole('button', { name: 'Read every partner' }))
    const said = await screen.findByText(/^\d+ partners on the map\./)
    const [shown = 0, unplaced = 0] = (said.textContent?.match(/\d+/g) ?? []).map(Number)
    expect(shown + unplaced).toBe(64)
    await waitFor(() => expect(partnersOnMap()).toBe(shown))
  })
})
