import fc from 'fast-check'

import { checkBudget, firstLoadScripts, gzipBytes, type ScriptSize, type WebpackStats } from './first-load'

const assets = (...names: string[]) => ({ assets: names.map((name) => ({ name })) })

const stats: WebpackStats = {
  namedChunkGroups: {
    app: assets('webpack-runtime-1.js', 'styles.css', 'framework-2.js', 'app-3.js'),
    'component---src-pages-dealers-index-tsx': assets('styles.css', 'shared-4.js', 'app-3.js', 'list-5.js'),
    'component---src-pages-dealers-detail-tsx': assets('shared-4.js', 'detail-6.js'),
  },
}

const script = (name: string, gzipBytes: number, modules: ScriptSize['modules'] = []): ScriptSize => ({
  name,
  gzipBytes,
  modules,
})

describe('firstLoadScripts', () => {
  test("lists the app entry's scripts and then the page's, each once, without stylesheets", () => {
    expect(firstLoadScripts(stats, 'component---src-pages-dealers-index-tsx')).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'shared-4.js',
      'list-5.js',
    ])
  })

  test("leaves out the other pages' scripts", () => {
    expect(firstLoadScripts(stats, 'component---src-pages-dealers-detail-tsx')).not.toContain('list-5.js')
  })

  test('names a chunk group the stats do not have', () => {
    expect(() => firstLoadScripts(stats, 'component---src-pages-gone-tsx')).toThrow(
      'no chunk group "component---src-pages-gone-tsx"',
    )
  })
})

describe('gzipBytes', () => {
  test('counts the compressed bytes, far fewer than the raw ones for repetitive code', () => {
    const code = 'function f(){return 1}'.repeat(500)
    expect(gzipBytes(code)).toBeGreaterThan(20)
    expect(gzipBytes(code)).toBeLessThan(code.length / 20)
  })
})

describe('checkBudget', () => {
  test('passes a page exactly at its budget', () => {
    expect(checkBudget('/dealers/', [script('a.js', 600), script('b.js', 400)], 1000)).toMatchObject({
      total: 1000,
      withinBudget: true,
    })
  })

  test('fails a page one byte over, saying by how much', () => {
    const verdict = checkBudget('/dealers/', [script('a.js', 601_000), script('b.js', 400_000)], 1_000_000)
    expect(verdict.withinBudget).toBe(false)
    expect(verdict.report.split('\n')[0]).toBe(
      '/dealers/: 1001.0 kB gzip of JavaScript before the first data, budget 1000.0 kB: 1.0 kB over',
    )
  })

  test('lists every script biggest first, with the heaviest modules of each', () => {
    const { report } = checkBudget(
      '/dealers/detail/',
      [
        script('small.js', 2_000),
        script('big.js', 90_000, [
          { module: 'npm:axios', bytes: 59_216 },
          { module: 'src/app/page-frame.tsx', bytes: 149 },
        ]),
      ],
      170_000,
    )
    expect(report.split('\n').slice(1)).toEqual([
      '    90.0 kB  big.js',
      '        59.2 kB min  npm:axios',
      '         0.1 kB min  src/app/page-frame.tsx',
      '     2.0 kB  small.js',
    ])
  })

  test('the total is the sum of the scripts, within budget exactly when it is at most the budget', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000)), fc.nat(1_000_000), (sizes, budget) => {
        const verdict = checkBudget(
          '/',
          sizes.map((size, index) => script(`${index}.js`, size)),
          budget,
        )
        const sum = sizes.reduce((a, b) => a + b, 0)
        return verdict.total === sum && verdict.withinBudget === sum <= budget
      }),
    )
  })
})
