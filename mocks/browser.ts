import { setupWorker } from 'msw/browser'

import { getEnv } from '@/config/env'

import { generateMockData } from './data/seed'
import { plantDb } from './db'
import { handlers } from './handlers'
import { quietWorkerUpdates } from './quiet-worker-updates'

/**
 * Starts the mock data service in the browser (gatsby develop only, see gatsby-browser).
 *
 * msw's start() finds its worker already registered on every page load after the first and
 * calls `registration.update()` on it without waiting for or catching the result (msw #2006).
 * When that update fails (the script fetch refused, or msw's own reload of a page its worker
 * does not control yet cutting it short, as the first visits of a fresh `gatsby develop` over
 * a production build left in public/ provoke), the rejection is unhandled and Gatsby covers
 * the page with its "Unhandled Runtime Error" overlay. The worker already installed keeps
 * answering, so a failed update is logged and nothing else.
 */
export async function startMockWorker() {
  plantDb(generateMockData(getEnv().GATSBY_MOCK_PARTNERS))
  const restore = quietWorkerUpdates(ServiceWorkerRegistration.prototype)
  try {
    return await setupWorker(...handlers).start({
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
    })
  } finally {
    restore()
  }
}
