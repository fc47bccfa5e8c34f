import TerserPlugin from 'terser-webpack-plugin'
import { describe, expect, test } from 'vitest'

import { minifiedBySwc } from './minify'

/** What the plugin runs on each script (its `options`, typed private, read for this test). */
type Minimizer = { implementation: typeof TerserPlugin.swcMinify; options: object }

/** The production build's script minimizer, as minifiedBySwc makes it of Gatsby's. */
function buildMinimizer(): Minimizer {
  const [plugin] =
    minifiedBySwc({ optimization: { minimizer: [new TerserPlugin()] } }).optimization?.minimizer ?? []
  return (plugin as unknown as { options: { minimizer: Minimizer } }).options.minimizer
}

describe('minifiedBySwc', () => {
  test('replaces only Gatsby’s Terser, keeping every other minimizer and setting', () => {
    const css = { apply: () => undefined }
    const config = minifiedBySwc({
      devtool: 'source-map',
      optimization: { minimize: true, moduleIds: 'deterministic', minimizer: [new TerserPlugin(), css] },
    })
    const [js, other] = config.optimization?.minimizer ?? []
    expect(js).toBeInstanceOf(TerserPlugin)
    expect(buildMinimizer().implementation).toBe(TerserPlugin.swcMinify)
    expect(other).toBe(css)
    expect(config).toMatchObject({
      devtool: 'source-map',
      optimization: { minimize: true, moduleIds: 'deterministic' },
    })
  })

  test('leaves a configuration without minimizers as it was', () => {
    expect(minifiedBySwc({ mode: 'production' })).toEqual({
      mode: 'production',
      optimization: { minimizer: [] },
    })
  })

  test('its output still works, and brings in no syntax newer than the source’s', async () => {
    const { implementation, options } = buildMinimizer()
    const source = `function total(values) {
      var sum = 0
      for (var index = 0; index < values.length; index++) sum += values[index]
      return sum
    }
    window.total = function (values) { return total(values) }`
    const { code } = await implementation({ 'a.js': source }, undefined, options)
    expect(code).not.toMatch(/values|index|\n/)
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b/)
    const window: { total?: (values: number[]) => number } = {}
    new Function('window', code ?? '')(window)
    expect(window.total?.([1, 2, 3])).toBe(6)
  })
})
