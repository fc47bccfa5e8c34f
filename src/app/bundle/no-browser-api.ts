/**
 * A Gatsby plugin's gatsby-browser module with no browser API, in place of one that acts only
 * under `gatsby develop` (gatsby-node onCreateWebpackConfig).
 */
export {}
