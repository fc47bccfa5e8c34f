import { act, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { installNavigation, visit } from '@/test/navigation'
import { paintAndIdle, reportShown, stubElementTiming, withControlledFrames } from '@/test/element-timing'
import { renderWithProviders } from '@/test/render'
import { recordRequests } from '@/test/requests'

import { PartnerDetailScreen } from './partner-detail-screen'

/**
 * A page's first load (a file of its own: its first data shows once per page). What follows
 * the partner waits until the browser reports its name on screen (docs/decisions/016).
 */
const requested = recordRequests()
withControlledFrames()

beforeAll(async () => {
  // Loaded once the partner shows (the recent partners' record): here before the test ends.
  await import('../jump/recent-partners')
  stubElementTiming()
})
afterAll(() => {
  vi.unstubAllGlobals()
})

test("a partner's parent and records are asked for once the partner is on screen, not before", async () => {
  installNavigation()
  const store = db
    .list('business-partners')
    .find((partner) => partner.bpType === 'store' && partner.parentId != null)
  if (!store) throw new Error('the seeded world has no store with a parent')
  visit(`/stores/detail/?id=${store.id}`)
  renderWithProviders(<PartnerDetailScreen kind="store" />)

  expect(await screen.findByRole('heading', { level: 1, name: String(store.name) })).toBeInTheDocument()
  const followers = () =>
    requested.filter(
      (url) => url.endsWith(`/business-partners/${store.parentId}`) || url.includes(`bpId=${store.id}`),
    )
  // Frames paint, the page is idle: still nothing but the partner itself.
  await paintAndIdle()
  expect(followers()).toEqual([])
  expect(requested.filter((url) => url.endsWith(`/business-partners/${store.id}`))).toHaveLength(1)

  act(() => reportShown())
  await paintAndIdle(1)
  await waitFor(() =>
    expect(followers()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`/business-partners/${store.parentId}$`)),
        expect.stringMatching(new RegExp(`/addresses\\?bpId=${store.id}&`)),
      ]),
    ),
  )
})
