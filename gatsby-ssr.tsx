import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { GatsbySSR } from 'gatsby'

// First: zod's settings must be in force before any schema is built.
import './src/entities/zod-config'

import { AppProviders } from './src/app/app-providers'
import { FIRST_SCRIPT_FILE } from './scripts/build/first-script-file'
import { firstDataOrigins } from './src/config/endpoints'
import { getEnv } from './src/config/env'
import { languageOfPath } from './src/config/site'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)

/**
 * Neither Gatsby nor the i18n plugin writes <html lang>; the path's language prefix decides it.
 * Gatsby 5 (with slices) asks for a page's data and code only once its app code has run, one
 * after the other; a preload hint and the page's own scripts (onPreRenderHTML) let the browser
 * fetch them alongside it. The connections to the first data's origins open as the document
 * arrives (docs/decisions/009).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  loadPageDataSync,
}) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) })
  // `gatsby develop` renders a bare shell, with no page data to read.
  if (typeof loadPageDataSync !== 'function') return
  const { componentChunkName } = loadPageDataSync(pathname) as { componentChunkName?: string }
  setHeadComponents([
    // Before the first script, which sends the first data's requests: they find their connections
    // opening (firstDataOrigins), of the kind they use (sent without credentials).
    ...firstDataOrigins(getEnv()).map((origin) => (
      <link key={origin} rel="preconnect" href={origin} crossOrigin="anonymous" />
    )),
    // It starts the page's data (src/app/first-data) while the rest downloads.
    <script key="first" dangerouslySetInnerHTML={{ __html: firstScript() }} />,
    <link key="app-data" rel="preload" as="fetch" crossOrigin="anonymous" href="/page-data/app-data.json" />,
  ])
  pageScriptsOf.set(pathname, pageScripts(componentChunkName))
}

const pageScriptsOf = new Map<string, string[]>()

/**
 * The page component's scripts are asked for after Gatsby's own (runtime, framework, app), not
 * as preloads in the head before them: a browser opens six HTTP/1.1 connections to a host, and
 * the two largest scripts, asked for last, waited for a free one. Each only registers its modules
 * with webpack, which then never asks for it again. `defer`: they run once the document is read,
 * which is when Gatsby renders the page and needs them. Like Gatsby's own, each is then marked
 * to be asked for at high priority on the written page (scripts/build/script-priority.ts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const files = pageScriptsOf.get(pathname)
  if (!files) return
  pageScriptsOf.delete(pathname)
  replacePostBodyComponents([
    ...getPostBodyComponents(),
    ...files.map((file) => <script key={file} src={`/${file}`} defer />),
  ])
}

let firstScriptText: string | undefined

/** The page's first script (src/app/first-data), bundled by gatsby-node onPreBuild. */
function firstScript(): string {
  firstScriptText ??= readFileSync(path.join(process.cwd(), FIRST_SCRIPT_FILE), 'utf8')
  return firstScriptText
}

type ChunkGroups = Record<string, { assets: { name: string }[] }>
let chunkGroups: ChunkGroups | undefined

/** The page component's scripts (its chunk and the shared chunks it needs), from webpack's stats. */
function pageScripts(componentChunkName: string | undefined): string[] {
  if (!componentChunkName) return []
  chunkGroups ??= (
    JSON.parse(readFileSync(path.join(process.cwd(), 'public/webpack.stats.json'), 'utf8')) as {
      namedChunkGroups: ChunkGroups
    }
  ).namedChunkGroups
  return (chunkGroups[componentChunkName]?.assets ?? [])
    .map(({ name }) => name)
    .filter((name) => name.endsWith('.js'))
}
