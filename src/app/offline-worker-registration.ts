/**
 * gatsby-plugin-offline's worker is registered by Gatsby's own start-up code
 * (`.cache/register-service-worker.js`, required before the first render; no API reaches it).
 * On a first visit the browser then fetches and starts the worker, which precaches the site's
 * scripts, while the page works for its first data, which then shows later (more so on a slow
 * CPU). So the registration waits until the page has settled; what the worker does once
 * registered is unchanged (docs/decisions/004, with the figures).
 */

/**
 * Makes the offline worker's registration wait for `until`, and makes it harmless where the
 * browser has no service workers. Gatsby (`.cache/register-service-worker.js`, whose errors no
 * API catches) registers when `'serviceWorker' in navigator` and reads the registration it is
 * answered with; gatsby-plugin-offline reads `navigator.serviceWorker.controller` as it prefetches.
 * - `navigator.serviceWorker` present but empty (a browser that turns workers off, as some do in
 *   private windows): the empty property is removed, so both see a browser without workers.
 * - A registration answered with nothing (a browser or an extension that blocks workers): Gatsby
 *   is never answered, rather than logging `Error during service worker registration`.
 * The portal then works without offline copies, and logs nothing.
 */
export function holdWorkerRegistration(nav: Navigator, until: Promise<void>): void {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) {
    forgetServiceWorkers(nav)
    return
  }
  const register = container.register.bind(container)
  container.register = (scriptURL, options) =>
    until
      .then(() => register(scriptURL, options))
      .then(
        (registration: ServiceWorkerRegistration | undefined) =>
          registration ?? new Promise<ServiceWorkerRegistration>(() => undefined),
      )
}

/** Removes `serviceWorker` from the navigator and its prototypes, wherever it is defined. */
function forgetServiceWorkers(nav: Navigator) {
  for (let owner: object | null = nav; owner; owner = Object.getPrototypeOf(owner) as object | null)
    if (Object.hasOwn(owner, 'serviceWorker')) Reflect.deleteProperty(owner, 'serviceWorker')
}
