import TerserPlugin from 'terser-webpack-plugin'
import type { Configuration, WebpackPluginInstance } from 'webpack'

/**
 * docs/decisions/030: the production scripts are minified by SWC, through the same
 * terser-webpack-plugin Gatsby uses and with the options Gatsby gives Terser. Terser took about
 * 36 s of the build's CPU on one core; SWC does the same work in a few seconds and its files are
 * no larger.
 */
export function minifiedBySwc(config: Configuration): Configuration {
  const minimizer = config.optimization?.minimizer ?? []
  return {
    ...config,
    optimization: {
      ...config.optimization,
      minimizer: minimizer.map((plugin) => (plugin instanceof TerserPlugin ? swcMinifier() : plugin)),
    },
  }
}

function swcMinifier(): WebpackPluginInstance {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
  })
}
