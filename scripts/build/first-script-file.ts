/**
 * Where gatsby-node (onPreBuild) leaves the first script of every page for gatsby-ssr, which
 * inlines it. Its own module: gatsby-ssr is bundled by webpack and must not reach esbuild.
 */
export const FIRST_SCRIPT_FILE = '.cache/first-script/first-script.js'
