import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { transformSync } from '@swc/core'
import type { Configuration, RuleSetRule } from 'webpack'
import { describe, expect, test } from 'vitest'

import { compiledBySwc, swcOptions } from './compile'

const BROWSERS = ['>0.25% and supports es6-module', 'not dead and supports es6-module']
const GATSBYS_BABEL = '/app/node_modules/gatsby/dist/utils/babel-loader.js'
const BABEL = '/app/node_modules/babel-loader/lib/index.js'

/** A project folder with one component, and one page with a GraphQL query. */
function project() {
  const src = mkdtempSync(path.join(tmpdir(), 'compile-test-'))
  writeFileSync(path.join(src, 'row.tsx'), 'export const Row = () => <tr />\n')
  writeFileSync(path.join(src, 'locales.ts'), 'export const query = graphql`query { site { id } }`\n')
  return src
}

/** Gatsby's rules as its webpack configuration has them, and one rule of another kind. */
function gatsbysConfig(): Configuration {
  const css: RuleSetRule = { test: /\.css$/, use: ['css-loader'] }
  const ownFiles = {
    test: /\.(js|mjs|jsx|ts|tsx)$/,
    use: () => [{ loader: GATSBYS_BABEL, options: { stage: 'build-javascript' } }],
  } as unknown as RuleSetRule
  const packages: RuleSetRule = { test: /\.(js|mjs)$/, use: [{ loader: BABEL, options: {} }] }
  return { mode: 'production', module: { rules: [ownFiles, packages, css] } }
}

type Use = (info: { resource?: string; issuer?: string }) => { loader: string; options?: unknown }[]

function loaders(src: string) {
  const rules = compiledBySwc(gatsbysConfig(), 'build-javascript', BROWSERS, src).module?.rules ?? []
  const [ownFiles, packages, css] = rules as [RuleSetRule, RuleSetRule, RuleSetRule]
  const loaderOf = (rule: RuleSetRule, resource?: string, issuer = '') =>
    (rule.use as unknown as Use)({ resource, issuer })[0]?.loader
  return { ownFiles, packages, css, loaderOf }
}

describe('compiledBySwc', () => {
  test('the project’s own files are compiled by SWC', () => {
    const src = project()
    const { ownFiles, loaderOf } = loaders(src)
    expect(loaderOf(ownFiles, path.join(src, 'row.tsx'), path.join(src, 'table.tsx'))).toBe('swc-loader')
  })

  test('Gatsby’s Babel keeps page templates, GraphQL queries and Gatsby’s own files', () => {
    const src = project()
    const { ownFiles, loaderOf } = loaders(src)
    const row = path.join(src, 'row.tsx')
    expect(loaderOf(ownFiles, row, '/app/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js')).toBe(
      GATSBYS_BABEL,
    )
    expect(loaderOf(ownFiles, path.join(src, 'locales.ts'))).toBe(GATSBYS_BABEL)
    expect(loaderOf(ownFiles, '/app/.cache/production-app.js')).toBe(GATSBYS_BABEL)
    // Asked with no module (develop's fast refresh looks for the rules with Gatsby's Babel).
    expect(loaderOf(ownFiles)).toBe(GATSBYS_BABEL)
  })

  test('a file that gains a query while the development server runs goes back to Gatsby’s Babel', () => {
    const src = project()
    const { ownFiles, loaderOf } = loaders(src)
    const file = path.join(src, 'row.tsx')
    expect(loaderOf(ownFiles, file)).toBe('swc-loader')
    writeFileSync(file, 'export const query = graphql`query { site { id } }`\n')
    expect(loaderOf(ownFiles, file)).toBe(GATSBYS_BABEL)
  })

  test('a rule of another loader keeps it, whether its loaders are a list or a function', () => {
    const other = { test: /\.svg$/, use: () => [{ loader: 'svg-loader' }] } as unknown as RuleSetRule
    const config = { module: { rules: [other] } }
    expect(compiledBySwc(config, 'develop', BROWSERS, project()).module?.rules).toEqual([other])
  })

  test('packages are compiled by SWC, and every other rule is left as it was', () => {
    const src = project()
    const { packages, css, loaderOf } = loaders(src)
    expect(loaderOf(packages, '/app/node_modules/zod/index.js')).toBe('swc-loader')
    expect(packages.test).toEqual(/\.(js|mjs)$/)
    expect(css).toEqual({ test: /\.css$/, use: ['css-loader'] })
  })
})

describe('swcOptions', () => {
  const compile = (
    code: string,
    file: string,
    stage: Parameters<typeof swcOptions>[0] = 'build-javascript',
  ) => transformSync(code, { ...(swcOptions(stage, BROWSERS, file) as object), filename: file }).code

  test('TypeScript and JSX become JavaScript for the browsers Gatsby builds for', () => {
    const code = compile(
      'enum Kind { Store = 1 }\nexport const Row = ({ id }: { id?: number }) => <tr id={`${id ?? Kind.Store}`} />\n',
      '/app/src/row.tsx',
    )
    expect(code).not.toMatch(/: number|enum /)
    expect(code).toContain('react/jsx-runtime')
  })

  test('a CommonJS package stays CommonJS: nothing is imported into it', () => {
    const code = compile(
      'var a = require("a");\nmodule.exports = function b(c) { return a(c) ?? 1 }\n',
      '/app/node_modules/b/index.js',
    )
    expect(code).toContain('module.exports')
    expect(code).not.toMatch(/\bimport\b/)
    const imported = compile('export const d = (e) => e?.f\n', '/app/node_modules/d/index.mjs')
    expect(imported).toMatch(/\bexport\b/)
  })

  test('develop refreshes the project’s components in place, not the packages', () => {
    expect(compile('export const Row = () => <tr />\n', '/app/src/row.tsx', 'develop')).toContain(
      '$RefreshReg$',
    )
    expect(swcOptions('develop', BROWSERS, '/app/node_modules/d/index.js').jsc.transform.react.refresh).toBe(
      false,
    )
  })

  test('the server’s renderer is compiled for this Node, not for the browsers', () => {
    expect(swcOptions('build-html', BROWSERS, '/app/src/row.tsx').env.targets).toEqual({
      node: process.versions.node,
    })
  })
})
