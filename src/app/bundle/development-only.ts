/**
 * Stands in, in the production browser bundle only, for a library that a dependency require()s
 * at the top of a module but calls only under `gatsby develop` (gatsby-node
 * onCreateWebpackConfig): outdent, for gatsby-plugin-react-i18next's missing-translations
 * warning, so it is no part of a page's first load. Reaching it is a bug: it says so.
 */
function developmentOnly(): never {
  throw new Error(
    'A development-only library was called in a production build (src/app/bundle/development-only.ts).',
  )
}

export default developmentOnly
