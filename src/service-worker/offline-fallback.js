/* global self, workbox, navigationRoute, caches, fetch, Response, URL -- a service worker script, outside the site's lint globals */
/**
 * Appended to gatsby-plugin-offline's service worker (gatsby-config: `appendScript`), so plain
 * JavaScript run by the worker as it is. What the worker answers when a request it routes fails,
 * that is offline: a reload of a page shown before still opens (docs/decisions/004). Online the
 * catch handler never runs, so a new deploy wins as it did; online, only a page never shown
 * changes: it gets its HTML from the network rather than the plugin's shell (the wrapper at the
 * end).
 *
 * - A page shown before (its data and code are kept): this build's app shell, which the plugin
 *   precaches; the app then renders the page the address names. The plugin serves that shell
 *   itself only when it holds the page's data under the address without its query, and Gatsby
 *   asks for an en detail page's data with its `?id=` (zh-TW pages have match paths, which drop
 *   the query): reloading /dealers/detail/?id=12 offline showed the browser's offline page.
 *   A page never shown is still left to the browser, whichever check meets it first: the
 *   plugin's (wrapped at the end) or this one.
 * - A page's data (page-data/…/page-data.json): the copy kept for the same page under another
 *   query. A pre-rendered page's data is the same whatever the query (`?id=`, `?q=`), so a
 *   partner never opened still gets its page, which then says the portal is offline.
 * - Anything else, partner data never fetched included: a network error, as without the worker.
 *   The page shows its own offline and error states (OfflineNotice, QueryError).
 *
 * The shell and page data hold no partner data; the partner copies stay as they were
 * (src/config/offline.ts), and sign-out still removes them (src/lib/offline-copies.ts).
 */
const APP_SHELL = '/offline-plugin-app-shell-fallback/index.html'

/** Where Gatsby's loader asks for a page's data (its createPageDataUrl), without the query. */
function pageDataPath(pathname) {
  const page = pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '')
  return `/page-data/${page}/page-data.json`
}

/** The copy kept of a page's data, whatever query it was asked with. */
const pageDataCopy = (request) => caches.match(request, { ignoreSearch: true })

/** Whether the worker holds a file of this webpack chunk (Gatsby names them `<chunk>-<hash>.js`). */
async function holdsChunk(chunkName) {
  for (const name of await caches.keys())
    for (const request of await (await caches.open(name)).keys())
      if (new URL(request.url).pathname.startsWith(`/${chunkName}-`)) return true
  return false
}

/**
 * Shown before: the page's data and its code are kept. Data alone is not enough: Gatsby
 * prefetches the data of pages a link points to, and without their code the shell stays blank
 * (Gatsby: "page resources … not found"), worse than the browser's offline page.
 */
async function shownBefore(pathname) {
  const pageData = await pageDataCopy(pageDataPath(pathname))
  if (!pageData) return false
  const { componentChunkName } = await pageData.json().catch(() => ({}))
  return typeof componentChunkName === 'string' && holdsChunk(componentChunkName)
}

async function offlineAnswer(request) {
  const url = new URL(request.url)
  if (request.mode === 'navigate') {
    if (!(await shownBefore(url.pathname))) return undefined
    return caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL))
  }
  if (url.pathname.startsWith('/page-data/')) return pageDataCopy(request)
  return undefined
}

/**
 * The plugin's own check (its sw-append.js, whose route this is) serves the shell for a page
 * whose data it holds, code or not: Gatsby 5 writes `window.___chunkMapping` as a JSON string,
 * so the resources a page reports list no code. A page whose data alone a link prefetched would
 * stay blank ("Loading chunk … failed"): such a page goes to the network instead, which offline
 * ends in the catch handler below. Without the plugin's route (renamed), its check stands.
 */
if (typeof navigationRoute !== 'undefined') {
  const pluginNavigation = navigationRoute.handler
  navigationRoute.handler = {
    handle: async (options) => {
      const response = await pluginNavigation.handle(options)
      const shell = response && new URL(response.url, self.location.href).pathname === APP_SHELL
      if (!shell || (await shownBefore(options.url.pathname))) return response
      return fetch(options.event.request)
    },
  }
}

workbox.routing.setCatchHandler(async ({ event }) => (await offlineAnswer(event.request)) ?? Response.error())
