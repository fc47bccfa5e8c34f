/**
 * The service worker keeps copies of data-service answers (gatsby-config's runtime caching), so
 * lists and records already seen stay readable offline (docs/decisions/004). Network first, so
 * online the answer is always fresh; the copies are dropped at sign-out, so the next person at the
 * machine reads nothing (lib/offline-copies.ts). (gatsby-plugin-offline does not let a rule name
 * its cache: the copies share workbox's runtime cache, and are found by their address.)
 */

/** The GET requests worth keeping: the data service's resources, by its origin and path. */
export function dataServiceCachePattern(serviceUrl: string): RegExp {
  const base = serviceUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${base}/store/api/`)
}
