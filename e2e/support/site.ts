import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

/**
 * The production build nginx serves to the suite: public/, or the copy `npm test` takes of it
 * (SITE_DIR, test-results/built/public) so that `gatsby develop`, which rewrites public/, can
 * compile for the development server check while the suite runs (scripts/test-all.sh). Relative
 * to the repository's root, as scripts/serve-nginx.sh reads it, from whatever folder Playwright
 * was started in.
 */
export const SITE_DIR = path.resolve(ROOT, process.env.SITE_DIR ?? 'public')
