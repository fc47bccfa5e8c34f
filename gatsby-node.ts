import { execSync } from 'node:child_process'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { GatsbyNode, Page } from 'gatsby'
// Gatsby's own reading of the browsers to build for (package.json's browserslist or its default).
import { getBrowsersList } from 'gatsby/dist/utils/browserslist'

import { compiledBySwc } from './scripts/build/compile'
import { CompileHintsPlugin } from './scripts/build/compile-hints'
import { bundleFirstScript, bundleWarmIntlWorker } from './scripts/build/first-script'
import { FIRST_SCRIPT_FILE, isWarmIntlWorker } from './scripts/build/first-script-file'
import { minifiedBySwc } from './scripts/build/minify'
import { precompress } from './scripts/build/precompress'
import { withUrgentScripts } from './scripts/build/script-priority'
import { commonsOfPages, separateLazyShared } from './scripts/build/shared-chunks'
import { contentSecurityPolicy, inlineScriptHashes } from './src/config/content-security-policy'
import { clientSecretCheck, hasCognito, parseEnv } from './src/config/env'
import { STAND_IN_PATH } from './src/config/routes'
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/config/site'
import { version } from './package.json'

/** The version the start-up log shows: package version plus the git short sha when there is one. */
function buildVersion(): string {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
    return sha ? `${version}+${sha}` : version
  } catch {
    return version
  }
}

/**
 * Fails `gatsby build` and `gatsby develop` early, naming each missing or malformed variable,
 * and refuses a client secret in a production build unless it is declared public
 * (docs/decisions/003). gatsby-cli names the command it runs in `gatsby_executing_command`.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    const production = process.env.gatsby_executing_command === 'build'
    const secret = clientSecretCheck(parseEnv(process.env), {
      production,
      ALLOW_PUBLIC_CLIENT_SECRET: process.env.ALLOW_PUBLIC_CLIENT_SECRET,
    })
    if (secret.verdict === 'fail') reporter.panic(`${secret.message} Refusing to build.`)
    if (secret.verdict === 'warn') reporter.warn(secret.message ?? '')
    if (secret.verdict === 'notice') reporter.info(secret.message ?? '')
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/**
 * The first script of every page (src/app/first-data), bundled before the pages are rendered:
 * gatsby-ssr inlines it in each head, and onPostBuild hashes it into the CSP with the rest.
 * Beside the pages goes the Intl warm-up worker it starts, in place of an earlier build's.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async () => {
  const publicDir = path.resolve(__dirname, 'public')
  const worker = await bundleWarmIntlWorker()
  await mkdir(publicDir, { recursive: true })
  for (const file of await readdir(publicDir))
    if (isWarmIntlWorker(file.replace(/\.gz$/, ''))) await rm(path.join(publicDir, file))
  await writeFile(path.join(publicDir, worker.name), worker.text)
  const file = path.resolve(__dirname, FIRST_SCRIPT_FILE)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, await bundleFirstScript(parseEnv(process.env), worker))
}

/**
 * The local sign-in stand-in page exists only in builds without Cognito settings
 * (docs/decisions/002), so a Cognito build holds none of it.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  if (hasCognito(parseEnv(process.env))) return
  actions.createPage({
    path: STAND_IN_PATH,
    component: path.resolve(__dirname, 'src/templates/stand-in-sign-in.tsx'),
    context: {},
  })
}

/** The production browser bundle's stand-in for libraries only `gatsby develop` calls. */
const DEVELOPMENT_ONLY = path.resolve(__dirname, 'src/app/bundle/development-only.ts')
const PARTYTOWN_BROWSER = /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
const NO_BROWSER_API = path.resolve(__dirname, 'src/app/bundle/no-browser-api.ts')
/**
 * The portal sends every request through axios's fetch adapter (lib/data-service/http-gateway,
 * token-manager: `adapter: 'fetch'`), so its XHR adapter is dead weight on the first load: it
 * gets the stand-in axios itself uses for the Node adapter in browsers ("not supported here").
 */
const AXIOS_XHR_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/
const AXIOS_NO_ADAPTER = path.resolve(__dirname, 'node_modules/axios/lib/helpers/null.js')
/** The settings, checked here at build time, reach the browser as their parsed value. */
const CONFIG_ENV = /[\\/]src[\\/]config[\\/]env\.ts$/
const BROWSER_ENV = path.resolve(__dirname, 'src/app/bundle/browser-env.ts')

/** Gatsby's `shared` and `commons` split-chunks groups of the browser's production build (shared-chunks.ts). */
function chunkGroups(config: { optimization?: { splitChunks?: unknown } }) {
  const { cacheGroups } = (config.optimization?.splitChunks ?? {}) as {
    cacheGroups?: {
      shared?: { name: Parameters<typeof separateLazyShared>[0] }
      commons?: { minChunks: number }
    }
  }
  return cacheGroups
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  stage,
}) => {
  const browserProduction = stage === 'build-javascript'
  const { shared, commons } = (browserProduction && chunkGroups(getConfig())) || {}
  actions.setWebpackConfig({
    // The page renderer's source maps name the line of an error while pages are rendered;
    // Gatsby's full `source-map` adds columns at about 5 s more CPU of every build.
    ...(stage === 'build-html' && { devtool: 'cheap-module-source-map' }),
    ...(shared &&
      commons && {
        optimization: {
          splitChunks: {
            cacheGroups: {
              shared: { ...shared, name: separateLazyShared(shared.name) },
              commons: { ...commons, test: commonsOfPages(commons.minChunks) },
            },
          },
        },
      }),
    resolve: {
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // gatsby-plugin-react-i18next require()s i18next and so got its CommonJS build, while
        // react-i18next imports the ES build: two copies, 16 kB gzip of the first load twice.
        i18next$: path.resolve(__dirname, 'node_modules/i18next/dist/esm/i18next.js'),
      },
    },
    module: {
      rules: [
        {
          // The i18n plugin's own modules get only the part of react-i18next they use.
          test: /[\\/]node_modules[\\/]gatsby-plugin-react-i18next[\\/]dist[\\/]/,
          resolve: {
            alias: {
              'react-i18next$': path.resolve(__dirname, 'src/app/bundle/i18n-plugin-react-i18next.ts'),
              ...(browserProduction && { outdent$: DEVELOPMENT_ONLY }),
            },
          },
        },
      ],
    },
    plugins: [
      plugins.define({
        __BUILD_VERSION__: JSON.stringify(buildVersion()),
        __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
        ...(browserProduction && { __BUILD_ENV__: JSON.stringify(parseEnv(process.env)) }),
      }),
      // Gatsby's partytown plugin acts in the browser under `gatsby develop` only, yet its module
      // brings Partytown's snippet into every production page.
      ...(browserProduction
        ? [
            plugins.normalModuleReplacement(PARTYTOWN_BROWSER, NO_BROWSER_API),
            plugins.normalModuleReplacement(AXIOS_XHR_ADAPTER, AXIOS_NO_ADAPTER),
            plugins.normalModuleReplacement(CONFIG_ENV, BROWSER_ENV),
            new CompileHintsPlugin(),
          ]
        : []),
    ],
  })
  const compiled = compiledBySwc(getConfig(), stage, getBrowsersList(__dirname), path.join(__dirname, 'src'))
  const final = browserProduction ? minifiedBySwc(compiled) : compiled
  // `npm test` builds once from a fresh tree: webpack's cache on disk would only be written
  // (about a fifth of the build's CPU, 440 MB for `gatsby develop`), never read.
  const cache = process.env.WEBPACK_CACHE === 'off' ? { cache: false } : {}
  actions.replaceWebpackConfig({ ...final, ...cache })
}

type I18nContext = { i18n?: { language?: string; routed?: boolean } }
type ErrorPageContext = I18nContext & { errorPageLanguages?: string[] }

/** Gatsby's fallbacks: the loader shows them in place of a page whose data answered 404 or 500. */
const FALLBACK_ERROR_PAGES = new Set(['/404.html', '/500.html'])

/**
 * The error pages, in one pass (Gatsby does not hand a page created here back to this hook):
 * - every language's texts on every error page (ErrorPageLocales), and no language redirect
 *   on the fallbacks, which stand in for pages of any language;
 * - gatsby-plugin-react-i18next gives a language's 404 page the match path `/zh-TW/zh-TW/*`
 *   (its issue #162), so unknown paths under `/zh-TW/` never reach it: mended, and `/en/404/`
 *   added for unknown paths under `/en/` (unmatched paths under a language prefix fall to that
 *   language's not-found page), which the plugin does not create because en is the unprefixed
 *   default.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = page.context as ErrorPageContext | undefined
  const language = context?.i18n?.language
  if (!language || context.errorPageLanguages || !/(?:^|\/)(?:404|500)(?:\/|\.html)$/.test(page.path)) return

  const routed = FALLBACK_ERROR_PAGES.has(page.path) ? true : context.i18n?.routed
  const errorContext = { ...context, errorPageLanguages: [...LANGUAGES], i18n: { ...context.i18n, routed } }
  const errorPage = { ...page, context: errorContext } as Page
  actions.deletePage(page)

  if (!/^\/?([\w-]+\/)?404\/$/.test(page.path)) {
    actions.createPage(errorPage)
    return
  }
  const isDefault = language === DEFAULT_LANGUAGE && !page.path.startsWith(`/${DEFAULT_LANGUAGE}/`)
  if (isDefault) {
    actions.createPage(errorPage)
    actions.createPage({
      ...errorPage,
      path: `/${DEFAULT_LANGUAGE}/404/`,
      matchPath: `/${DEFAULT_LANGUAGE}/*`,
      context: { ...errorContext, i18n: { ...errorContext.i18n, routed: true } },
    } as Page)
  } else {
    actions.createPage({ ...errorPage, path: `/${language}/404/`, matchPath: `/${language}/*` } as Page)
  }
}

/** Where the source maps of a build go: beside public/, never deployed (docs/deploying.md). */
const SOURCE_MAPS = path.resolve(__dirname, 'source-maps')

/**
 * Moves every source map out of public/, so no host hands out the source.
 * They stay on disk for an error tracker, which maps a minified stack by the script's file name.
 */
async function moveSourceMaps(publicDir: string): Promise<number> {
  await rm(SOURCE_MAPS, { recursive: true, force: true })
  const maps = (await readdir(publicDir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.map'),
  )
  for (const map of maps) {
    const from = path.join(map.parentPath, map.name)
    const to = path.join(SOURCE_MAPS, path.relative(publicDir, from))
    await mkdir(path.dirname(to), { recursive: true })
    await rename(from, to)
  }
  return maps.length
}

/** Where the web server configuration (deploy/nginx) finds the policy this build made. */
const CSP_OUTPUT = path.resolve(__dirname, 'deploy/nginx/generated')

/**
 * The Content-Security-Policy of this build: the hashes of every inline script of every page
 * (Gatsby writes its own per page, the offline app shell included) and the build's services.
 * Written as an nginx header line and as plain text for a CDN (docs/deploying.md). Each page asks
 * for its scripts at high priority (script-priority.ts). Then the source maps leave public/, and
 * every page, script and style gets its gzip copy for the web server.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve(__dirname, 'public')
  const pages = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const hashes = new Set<string>()
  for (const page of pages) {
    const html = await readFile(page, 'utf8')
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
    const urgent = withUrgentScripts(html)
    if (urgent !== html) await writeFile(page, urgent)
  }
  const policy = contentSecurityPolicy(parseEnv(process.env), hashes)
  await mkdir(CSP_OUTPUT, { recursive: true })
  await writeFile(path.join(CSP_OUTPUT, 'content-security-policy.txt'), `${policy}\n`)
  await writeFile(
    path.join(CSP_OUTPUT, 'content-security-policy.conf'),
    `# Made by gatsby build (gatsby-node onPostBuild) for this build: do not edit.\n` +
      `add_header Content-Security-Policy "${policy}" always;\n`,
  )
  reporter.info(`Content-Security-Policy: ${hashes.size} inline script hashes from ${pages.length} pages`)
  reporter.info(`Source maps: ${await moveSourceMaps(publicDir)} moved to source-maps/, out of public/`)
  const copies = Object.entries(await precompress(publicDir)).map(
    ([suffix, { files, bytes }]) => `${files} ${suffix} files (${Math.round(bytes / 1024)} kB)`,
  )
  reporter.info(`Precompressed: ${copies.join(', ')} beside their files`)
}
