import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

import { installNavigation, visit } from '@/test/navigation'
import { paintAndIdle, reportShown, stubElementTiming, withControlledFrames } from '@/test/element-timing'
import { renderWithProviders } from '@/test/render'
import { recordRequests } from '@/test/requests'

import { PartnerListScreen } from './partner-list-screen'

/**
 * A page's first load (a file of its own: its first data shows once per page). What follows
 * the first rows waits until the browser reports the first one on screen (docs/decisions/016).
 */
const requested = recordRequests()
withControlledFrames()

beforeAll(() => {
  stubElementTiming()
})
afterAll(() => {
  vi.unstubAllGlobals()
})

test("a list's next page is asked for once its first row is on screen, its parents once their filter is about to be used", async () => {
  installNavigation()
  visit('/dealers/')
  const { container } = renderWithProviders(<PartnerListScreen kind="dealer" />)

  await waitFor(() => expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(0))
  // The element the browser reports: the first row's header.
  const firstRow = within(container.querySelector('tbody') as HTMLElement).getAllByRole('rowheader')[0]
  expect(firstRow?.querySelector('[elementtiming="first-data"]')).not.toBeNull()

  const nextPage = () => requested.filter((url) => /bpType=dealer&page=2/.test(url))
  const parents = () => requested.filter((url) => /bpType=distributor/.test(url))
  await paintAndIdle()
  expect([...nextPage(), ...parents()]).toEqual([])
  expect(requested.filter((url) => /bpType=dealer&page=1&/.test(url))).toHaveLength(1)

  act(() => reportShown())
  await paintAndIdle(1)
  await waitFor(() => expect(nextPage()).toHaveLength(1))
  // Every distributor of the network, read for the filter only when it is pointed at or focused.
  await paintAndIdle()
  expect(parents()).toEqual([])
  const filter = screen.getByRole('combobox', { name: 'Distributor' })
  fireEvent.pointerEnter(filter)
  await waitFor(() => expect(parents().length).toBeGreaterThan(0))
})
