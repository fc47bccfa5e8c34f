import { buildFirstFormatters } from './warm-intl'

/**
 * The worker the first script starts (warm-intl.ts): it builds one formatter of each kind in the
 * page's language, which is its name, and ends. Bundled into a file of its own by gatsby-node
 * (scripts/build/first-script.ts). `self` is typed as a window here; `name` and `close()` are
 * the worker's own, of the same shape.
 */
try {
  buildFirstFormatters(self.name || 'en')
} catch {
  // Intl missing or broken: the app's own formatting says so where it matters.
}
self.close()
