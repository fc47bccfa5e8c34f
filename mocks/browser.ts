import { setupWorker } from 'msw/browser'

import { handlers } from './handlers'

/** Starts the mock data service in the browser (gatsby develop only, see gatsby-browser). */
export function startMockWorker() {
  return setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
