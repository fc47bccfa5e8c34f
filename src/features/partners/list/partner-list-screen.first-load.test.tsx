import { act, screen, waitFor, within } from '@testing-library/react'
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

test("a list's next page and its filter's parents are asked for once its first row is on screen", async () => {
  installNavigation()
  visit('/dealers/')
  const { container } = renderWithProviders(<PartnerListScreen kind="dealer" />)

  await waitFor(() => expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(0))
  // The element the browser reports: the first row's header.
  const firstRow = within(container.querySelector('tbody') as HTMLElement).getAllByRole('rowheader')[0]
  expect(firstRow?.querySelector('[elementtiming="first-data"]')).not.toBeNull()

  const followers = () => requested.filter((url) => /page=2|bpType=distributor/.test(url))
  await paintAndIdle()
  expect(followers()).toEqual([])
  expect(requested.filter((url) => /bpType=dealer&page=1&/.test(url))).toHaveLength(1)

  act(() => reportShown())
  await paintAndIdle(1)
  await waitFor(() => expect(followers()).toHaveLength(2))
})
