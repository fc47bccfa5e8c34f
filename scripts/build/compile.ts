import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack'

/**
 * docs/decisions/031: SWC compiles the scripts, in place of Babel, for the production build and
 * `gatsby develop`; Babel keeps what only Gatsby's Babel plugins can do. Gatsby gives webpack two
 * Babel rules: one for the project's own files (and Gatsby's, in .cache/), one for the packages in
 * node_modules. Each keeps its test, its include and its exclude; only its loader changes.
 */

/** The webpack stages Gatsby configures (its `stage` argument to onCreateWebpackConfig). */
export type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html'

/** What webpack hands a rule's `use` function about the module it is loading (Gatsby: nothing). */
type UseFunction = (info: { resource?: string; issuer?: string; resourceQuery?: string }) => RuleSetUseItem[]

/** Whether a rule's loaders, asked for with no module (as Gatsby asks), are Babel's alone. */
function babelsRule(rule: RuleSetRule): boolean {
  const use = typeof rule.use === 'function' ? (rule.use as unknown as UseFunction)({}) : rule.use
  return Array.isArray(use) && use.length === 1 && use.every(usesBabel)
}

/**
 * A file Babel must still compile:
 * - a page template (Gatsby loads them from async-requires): Gatsby's Babel takes its
 *   server-only exports out of the browser's scripts;
 * - a file with a GraphQL query: Gatsby's Babel plugin replaces the query by its result;
 * - Gatsby's own files (.cache/) and the packages that use Gatsby, which Gatsby's rule
 *   compiles as its own for the same reasons.
 */
function needsGatsbysBabel(resource: string, issuer: string, sourceDir: string): boolean {
  if (/async-requires/.test(issuer)) return true
  if (!resource.startsWith(sourceDir + path.sep)) return true
  // Read each time webpack builds the module: under `gatsby develop`, a file may gain a query.
  return /\bgraphql`|\buseStaticQuery\b/.test(readFileSync(resource, 'utf8'))
}

/** SWC's options for one file: the project's TypeScript and JSX, or a package's JavaScript. */
export function swcOptions(stage: Stage, browsers: string[], file: string) {
  const typescript = /\.tsx?$/.test(file)
  const ownCode = !file.includes(`${path.sep}node_modules${path.sep}`)
  const development = stage === 'develop'
  return {
    // A package may be CommonJS: SWC decides from its syntax, as Babel's "unambiguous" did.
    isModule: ownCode || 'unknown',
    sourceMaps: true,
    env: { targets: stage.endsWith('-html') ? { node: process.versions.node } : browsers },
    jsc: {
      parser: typescript
        ? { syntax: 'typescript', tsx: file.endsWith('.tsx') }
        : { syntax: 'ecmascript', jsx: ownCode },
      transform: {
        react: { runtime: 'automatic', development, refresh: development && ownCode },
      },
    },
  }
}

function swcLoader(stage: Stage, browsers: string[], file: string): RuleSetUseItem {
  return { loader: 'swc-loader', options: swcOptions(stage, browsers, file) }
}

const BABEL_LOADER = /[\\/]babel-loader[\\/]|[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader/

function usesBabel(use: unknown): boolean {
  const loader =
    typeof use === 'string'
      ? use
      : typeof use === 'object' && use
        ? (use as { loader?: unknown }).loader
        : undefined
  return typeof loader === 'string' && BABEL_LOADER.test(loader)
}

/** Gatsby's rule for the project's files: its `use` is a function of the module. */
function ownFilesRule(rule: RuleSetRule, stage: Stage, browsers: string[], sourceDir: string): RuleSetRule {
  const babel = rule.use as unknown as UseFunction
  const use: UseFunction = (info) => {
    // Gatsby asks the rule with no module, to learn which rules compile with its Babel (develop's
    // fast refresh then covers their files): the answer stays Babel.
    if (!info.resource) return babel(info)
    if (needsGatsbysBabel(info.resource, info.issuer ?? '', sourceDir)) return babel(info)
    return [swcLoader(stage, browsers, info.resource)]
  }
  return { ...rule, use: use as unknown as RuleSetRule['use'] }
}

/** Gatsby's rule for packages: a list with its Babel loader. */
function packagesRule(rule: RuleSetRule, stage: Stage, browsers: string[]): RuleSetRule {
  const use: UseFunction = (info) => [swcLoader(stage, browsers, info.resource ?? '')]
  return { ...rule, use: use as unknown as RuleSetRule['use'] }
}

/**
 * The configuration with Gatsby's two Babel rules compiled by SWC (above). Any other rule, and a
 * configuration without them, is left as it was.
 */
export function compiledBySwc(
  config: Configuration,
  stage: Stage,
  browsers: string[],
  sourceDir: string,
): Configuration {
  const rules = config.module?.rules ?? []
  return {
    ...config,
    module: {
      ...config.module,
      rules: rules.map((rule) => {
        if (!rule || typeof rule !== 'object' || !babelsRule(rule)) return rule
        return typeof rule.use === 'function'
          ? ownFilesRule(rule, stage, browsers, sourceDir)
          : packagesRule(rule, stage, browsers)
      }),
    },
  }
}
