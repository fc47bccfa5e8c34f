import { afterAll, beforeAll } from 'vitest'

import { server } from '@mocks/node'

/** The address of every request the mock data service receives during a test file, in order. */
export function recordRequests(): string[] {
  const requested: string[] = []
  const record = ({ request }: { request: Request }) => void requested.push(request.url)
  beforeAll(() => {
    server.events.on('request:start', record)
  })
  afterAll(() => {
    server.events.removeListener('request:start', record)
  })
  return requested
}
