import type { Env } from '@/config/env'

declare const __BUILD_ENV__: Env

/**
 * Stands in for src/config/env.ts in the production browser bundle (gatsby-node
 * onCreateWebpackConfig). gatsby-node checks the settings with parseEnv before the build starts
 * and refuses a bad one, so the browser gets the checked result, inlined: not the schema, its
 * messages and the zod checks only it uses, on every page's first load
 * (e2e/first-load-budget.spec.ts counts it).
 */
export function getEnv(): Env {
  return __BUILD_ENV__
}
