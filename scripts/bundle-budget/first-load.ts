import { gzipSync } from 'node:zlib'

/** What `gatsby build` writes to public/webpack.stats.json that the first load depends on. */
export type WebpackStats = {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

/** One script of a page's first load, with the modules that weigh most in it. */
export type ScriptSize = { name: string; gzipBytes: number; modules: ModuleSize[] }
export type ModuleSize = { module: string; bytes: number }

/** Gatsby's entry point: the runtime, the framework (React) and the app chunk, on every page. */
const APP_ENTRY = 'app'

/**
 * The scripts a page runs before its first data: the app entry's chunk group and the page
 * component's (its chunk and the shared chunks it needs), as Gatsby loads them. Checked in
 * Debian chromium: a signed-in visit to /dealers/ or /dealers/detail/?id=12 fetches exactly
 * these before the first row shows; everything else (prefetched links, lazy chunks) after.
 */
export function firstLoadScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const group = (name: string) => {
    const found = stats.namedChunkGroups[name]
    if (!found) throw new Error(`webpack stats have no chunk group "${name}"`)
    return found.assets.map((asset) => asset.name)
  }
  const scripts = [...group(APP_ENTRY), ...group(componentChunkName)].filter((name) => name.endsWith('.js'))
  return [...new Set(scripts)]
}

/**
 * The bytes a browser downloads for a script: gzip at nginx's level (deploy/nginx/portal.conf,
 * `gzip_comp_level 6`). The size guard and the bench (scripts/bench/page-scripts.ts) both count
 * with it, so their figures for the same scripts are the same.
 */
export function gzipBytes(content: Uint8Array | string): number {
  return gzipSync(content, { level: 6 }).length
}

/** How a page's inline scripts (the first script and Gatsby's own) are counted: as one piece. */
export const INLINE_SCRIPTS = '(inline scripts)'

/** The gzip bytes of a page's inline scripts, counted as the browser receives them: together. */
export const inlineScriptBytes = (scripts: string[]) => gzipBytes(scripts.join('\n'))

export type BudgetVerdict = { total: number; withinBudget: boolean; report: string }

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/**
 * The page's first-load total against its budget (kB = 1000 bytes), with a listing of every
 * script, biggest first, and the heaviest modules in each, so a failure names what grew.
 */
export function checkBudget(page: string, scripts: ScriptSize[], budgetBytes: number): BudgetVerdict {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  const withinBudget = total <= budgetBytes
  const lines = [
    `${page}: ${kB(total)} gzip of JavaScript before the first data, budget ${kB(budgetBytes)}` +
      (withinBudget ? '' : `: ${kB(total - budgetBytes)} over`),
  ]
  for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    lines.push(`  ${kB(script.gzipBytes).padStart(9)}  ${script.name}`)
    for (const { module, bytes } of script.modules)
      lines.push(`      ${kB(bytes).padStart(9)} min  ${module}`)
  }
  return { total, withinBudget, report: lines.join('\n') }
}
