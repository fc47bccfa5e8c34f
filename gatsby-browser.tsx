import type { ReactNode } from 'react'

import type { GatsbyBrowser } from 'gatsby'
import type { Renderer } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'

// First: zod's settings must be in force before any schema is built.
import './src/app/zod-browser-config'

import './src/app/global.css'

import { AppProviders } from './src/app/app-providers'
import { forgetNavigationTarget, recordNavigationTargets } from './src/app/keep-query-on-reload'
import { installJumpShortcuts } from './src/app/header/jump-shortcuts'
import { holdWorkerRegistration } from './src/app/offline-worker-registration'
import { preloadFirstData, preloadRouteData } from './src/app/route-preload'
import { logBuildInfo } from './src/app/startup-log'
import { isCallbackPath } from './src/config/routes'
import { languageOfPath } from './src/config/site'
import { getAuthClient } from './src/lib/auth/auth-client'
import { installHttpGateway } from './src/lib/data-service/http-gateway'
import { startPageLoad, whenPhase } from './src/lib/page-load/phases'
import { useRouteChangeStore } from './src/stores/route-change-store'

/** A new deploy found this soon after the page loaded means the page itself is stale: reload. */
const STALE_PAGE_WINDOW_MS = 10_000
const loadedAt = Date.now()

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startPageLoad()
  logBuildInfo()
  recordNavigationTargets()
  installHttpGateway()
  installJumpShortcuts()
  // On the callback page, start the identity client (Amplify finishes the redirect sign-in as
  // it is configured) while the page loads. Elsewhere it loads only when a page needs it: a
  // fresh session is read without it (lib/auth/stored-cognito-user.ts), and no page waits.
  // A failure here is the callback page's to report (it asks again).
  if (isCallbackPath(window.location.pathname)) getAuthClient().catch(() => undefined)
  preloadFirstData(window.location)
  // Gatsby registers the offline worker next, as it starts: not before the page has settled.
  if (process.env.NODE_ENV === 'production')
    holdWorkerRegistration(navigator, new Promise((settled) => whenPhase('idle', settled)))
  // The mock data service runs in `gatsby develop` only: the offline plugin's service worker
  // owns `/` in production builds, and two workers cannot share it.
  if (process.env.NODE_ENV === 'development' && process.env.GATSBY_USE_MOCKS === 'true') {
    return import('./mocks/browser').then(({ startMockWorker }) => startMockWorker())
  }
  return undefined
}

/**
 * How the page meets React. A page written empty (the offline app shell) is rendered, as Gatsby
 * does. Gatsby also renders its own elements with this function into empty containers (`gatsby
 * develop`'s loading indicator): only the container that holds the pre-rendered page is hydrated.
 * An uncaught error is logged by React 18 itself (docs/decisions/017).
 *
 * Hydrated at once, not in a transition: a private page hydrates only its frame (PrivateLayout),
 * the page itself rendering after, so slicing hydration into short tasks cost the first data
 * more time than it saved.
 */
function renderPage(element: ReactNode, container: Element) {
  if (!container.querySelector('#gatsby-focus-wrapper')?.children.length) {
    createRoot(container).render(element)
    return
  }
  hydrateRoot(container, element)
}

// Gatsby types this as ReactDOM's legacy `render`, which returned a component; it only calls it.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  renderPage as unknown as Renderer

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)

// The next page's data is asked for while Gatsby fetches the page itself. Gatsby calls this for
// the first page too (without a previous location): onClientEntry has started that one already.
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation) preloadRouteData(location)
}

// Product spec: a notice about the route-change delay appears after 1 second.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  useRouteChangeStore.getState().setDelayed(true)
}

/**
 * A list's search, filters and paging change only its query string (use-list-state): the reader
 * stays where they are instead of jumping to the top at every keystroke. New pages start at the top.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  forgetNavigationTarget()
  useRouteChangeStore.getState().setDelayed(false)
  // gatsby-ssr wrote <html lang> for the first page; keep it right across client navigation.
  // Only a change is written: chromium checks every element against :lang() again on each write,
  // even of the value it already has (about 700 on a list page, at each route update).
  const lang = languageOfPath(location.pathname)
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang
}

/**
 * gatsby-plugin-offline serves the previous build on the first load after a deploy. When the
 * new worker turns up right after that load, reload as soon as it has taken control (it
 * skips waiting), so nobody works on a stale page; later, offer a reload instead (Gatsby also
 * reloads on the next route change by itself). docs/decisions/004.
 */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => {
  if (Date.now() - loadedAt >= STALE_PAGE_WINDOW_MS) {
    useRouteChangeStore.getState().setUpdateReady(true)
    return
  }
  const reload = () => window.location.reload()
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
  // Should the new worker not claim the page, reload anyway.
  window.setTimeout(reload, 3_000)
}
