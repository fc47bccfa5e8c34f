/**
 * gatsby-plugin-offline's worker is registered by Gatsby's own start-up code
 * (`.cache/register-service-worker.js`, required before the first render; no API reaches it).
 * On a first visit the browser then fetches and starts the worker, which precaches the site's
 * scripts, while the page works for its first data. Cold signed-in visits, the worker allowed
 * against blocked, 7 rounds paired: the first data 25 ms (a partner) and 32 ms (a list) later at
 * full speed, 38 and 89 ms at 4x CPU. So the registration waits until the page is idle after its
 * first data (gatsby-browser.tsx); what the worker does once registered is unchanged
 * (docs/decisions/004).
 */

/**
 * Makes `container.register` wait for `until`: a registration asked for meanwhile (Gatsby's) then
 * goes ahead exactly as asked, and its promise settles with the browser's answer.
 */
export function holdWorkerRegistration(
  container: ServiceWorkerContainer | undefined,
  until: Promise<void>,
): void {
  if (!container) return
  const register = container.register.bind(container)
  container.register = (scriptURL, options) => until.then(() => register(scriptURL, options))
}
