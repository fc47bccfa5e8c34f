/**
 * At start-up the product logs its build version and timestamp (injected by
 * gatsby-node).
 */
export function logBuildInfo(log: (message: string) => void = console.info) {
  log(`Business Partners ${__BUILD_VERSION__} (built ${__BUILD_TIME__})`)
}

export const BUILD_VERSION = __BUILD_VERSION__
