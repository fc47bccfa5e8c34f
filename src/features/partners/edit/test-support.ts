import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'

import { db } from '@mocks/db'
import { server } from '@mocks/node'

/** The data service as vitest.config.ts names it. */
const API = 'http://data.test/store/api'

const WRITES = ['post', 'put', 'delete'] as const

function onWrites(resource: string, resolver: () => Promise<Response | undefined> | Response) {
  server.use(
    ...WRITES.flatMap((method) => [
      http[method](`${API}/${resource}`, resolver),
      http[method](`${API}/${resource}/:id`, resolver),
    ]),
  )
}

/**
 * Every write to `resource` fails: the service answers 500, or the network is down. Reads still
 * answer from the shared handlers, so the form's re-read before writing goes through.
 */
export function refuseWrites(resource: string, how: 'server-error' | 'network-down' = 'server-error') {
  onWrites(resource, () =>
    how === 'network-down' ? HttpResponse.error() : HttpResponse.json({ message: 'down' }, { status: 500 }),
  )
}

/** Writes to `resource` wait until `release` is called, then go on to the shared handlers. */
function holdWrites(resource: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  onWrites(resource, async () => {
    await released
    return undefined
  })
  return { release }
}

/** A seeded partner that has at least one record of `resource` (bpId), as the sections read it. */
export function partnerWith(resource: 'closing-dates' | 'business-partner-writables' | 'store-configs') {
  const ids = new Set(db.list(resource).map((record) => record.bpId))
  const partner = db.list('business-partners').find((candidate) => ids.has(candidate.id))
  if (!partner) throw new Error(`no seeded partner with ${resource}`)
  return partner
}

/**
 * Presses Save with the keyboard while the writes to `resource` are held, checks that Save keeps
 * focus and says it is working without being disabled, then lets the writes go.
 */
export async function saveWhileHeld(
  user: { keyboard: (keys: string) => Promise<void> },
  save: HTMLElement,
  resource: string,
) {
  const { release } = holdWrites(resource)
  save.focus()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'))
  expect(save).toHaveFocus()
  expect(save).not.toBeDisabled()
  release()
}
