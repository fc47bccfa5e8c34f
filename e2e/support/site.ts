import path from 'node:path'

/**
 * The production build nginx serves to the suite: public/, or the copy `npm test` takes of it
 * (SITE_DIR, test-results/built/public) so that `gatsby develop`, which rewrites public/, can
 * compile for the development server check while the suite runs (scripts/test-all.sh).
 */
export const SITE_DIR = path.resolve(process.env.SITE_DIR ?? 'public')
