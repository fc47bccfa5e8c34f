/**
 * Stands in, in the production browser bundle only, for libraries that dependencies require()
 * at the top of a module but call only under `gatsby develop` (gatsby-node onCreateWebpackConfig):
 * outdent (gatsby-plugin-react-i18next's missing-translations warning) and Partytown's snippet
 * (Gatsby's partytown plugin, which returns early outside development). 2.5 kB gzip of every
 * page's first load (speed issue, part 2). Reaching it is a bug: it says so.
 */
function developmentOnly(): never {
  throw new Error(
    'A development-only library was called in a production build (src/app/bundle/development-only.ts).',
  )
}

export default developmentOnly
export const partytownSnippet = developmentOnly
