import { afterFirstAnswer } from '@/lib/after-first-answer'

/**
 * gatsby-plugin-offline's worker is registered by Gatsby's own start-up code
 * (`.cache/register-service-worker.js`, required before the first render; no API reaches it).
 * On a first visit the browser then fetches and starts the worker, which precaches the site's
 * scripts, while the page works for its first data, which then shows later (more so on a slow
 * CPU; commit 25ef549 has the figures). So the registration waits until the page has settled;
 * what the worker does once registered is unchanged (docs/decisions/004).
 */

/** A page that shows no data (sign-in, not found) registers the worker this long after its load. */
export const WITHOUT_DATA_WAIT_MS = 2_000

/**
 * Resolves once the page's first data is on screen and the page is idle (afterFirstAnswer), or
 * WITHOUT_DATA_WAIT_MS after the page has loaded, whichever comes first.
 */
export function pageSettled(afterFirstData: (run: () => void) => unknown = afterFirstAnswer): Promise<void> {
  return new Promise((resolve) => {
    afterFirstData(resolve)
    const afterLoad = () => window.setTimeout(resolve, WITHOUT_DATA_WAIT_MS)
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
  })
}

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
