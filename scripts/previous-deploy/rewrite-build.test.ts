import { createHash } from 'node:crypto'

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { rewriteAsPreviousDeploy, type BuildFiles } from './rewrite-build'

const VERSION = '0.1.0+44823e0'
const PREVIOUS = '0.0.0-previous-deploy'
const COMPILATION_HASH = '051bdb8f96eee5becb87'
const md5 = (text: string) => createHash('md5').update(text).digest('hex')
const hashOf = (name: string) => md5(name).slice(0, 20)

const page = (scripts: string[]) =>
  `<html><head><meta name="build-version" content="${VERSION}"/></head><body>` +
  `<script>window.___webpackCompilationHash="${COMPILATION_HASH}";</script>` +
  scripts.map((script) => `<script src="/${script}" async></script>`).join('') +
  '</body></html>'

const precache = (entries: Array<{ url: string; revision?: string }>) =>
  `self.__precacheManifest = ${JSON.stringify(entries, null, 2)};`

/** A build shaped like Gatsby's: the app script holds the version, the runtime names a chunk. */
function gatsbyBuild(): Map<string, string> {
  const app = `app-${hashOf('app')}.js`
  const framework = `framework-${hashOf('framework')}.js`
  const chunk = `component---src-pages-index-tsx-${hashOf('page')}.js`
  const runtime = `webpack-runtime-${hashOf('runtime')}.js`
  const files = new Map([
    [app, `console.info("Business Partners ${VERSION}")`],
    [framework, 'react()'],
    [chunk, `log("${VERSION}")`],
    [runtime, `chunks={7:"${hashOf('page')}"}`],
    ['page-data/app-data.json', `{"webpackCompilationHash":"${COMPILATION_HASH}"}`],
    ['manifest.webmanifest', '{"name":"Business Partners"}'],
  ])
  files.set('index.html', page([runtime, framework, app]))
  files.set('offline-plugin-app-shell-fallback/index.html', page([runtime, framework, app]))
  const shell = 'offline-plugin-app-shell-fallback/index.html'
  files.set(
    'sw.js',
    precache([
      { url: runtime },
      { url: app },
      { url: shell, revision: md5(files.get(shell) ?? '') },
      { url: 'manifest.webmanifest', revision: md5(files.get('manifest.webmanifest') ?? '') },
    ]) + `\ncaches.match(\`/${app}\`)`,
  )
  return files
}

/** Every path whose name carries a content hash must serve one content in both deploys. */
function scriptsServingTwoContents(current: BuildFiles, previous: BuildFiles) {
  return [...previous]
    .filter(
      ([path, text]) => /-[0-9a-f]{20}\.js$/.test(path) && current.has(path) && current.get(path) !== text,
    )
    .map(([path]) => path)
}

describe('rewriteAsPreviousDeploy', () => {
  const current = gatsbyBuild()
  const { files: previous, ...names } = rewriteAsPreviousDeploy(current, PREVIOUS)

  test('the pages show the previous version and carry another compilation hash', () => {
    expect(names.current).toEqual({ version: VERSION, compilationHash: COMPILATION_HASH })
    expect(names.previous.version).toBe(PREVIOUS)
    expect(names.previous.compilationHash).toMatch(/^[0-9a-f]{20}$/)
    expect(names.previous.compilationHash).not.toBe(COMPILATION_HASH)
    expect(previous.get('index.html')).toContain(`content="${PREVIOUS}"`)
    expect(previous.get('page-data/app-data.json')).toBe(
      `{"webpackCompilationHash":"${names.previous.compilationHash}"}`,
    )
    for (const [path, text] of previous) {
      expect(text, path).not.toContain(VERSION)
      expect(text, path).not.toContain(COMPILATION_HASH)
    }
  })

  test('a script whose content changed gets a new name, and so does the runtime that names it', () => {
    const renamed = [...current.keys()].filter((path) => !previous.has(path))
    expect(renamed.sort()).toEqual(
      [
        `app-${hashOf('app')}.js`,
        `component---src-pages-index-tsx-${hashOf('page')}.js`,
        `webpack-runtime-${hashOf('runtime')}.js`,
      ].sort(),
    )
    expect(previous.get(`framework-${hashOf('framework')}.js`)).toBe('react()')
    expect(scriptsServingTwoContents(current, previous)).toEqual([])
  })

  test('sw.js precaches the renamed scripts, with revisions of what the previous deploy serves', () => {
    const worker = previous.get('sw.js') ?? ''
    expect(worker).not.toBe(current.get('sw.js'))
    const app = [...previous.keys()].find((path) => path.startsWith('app-'))
    expect(worker).toContain(`"url": "${app}"`)
    expect(worker).toContain(`caches.match(\`/${app}\`)`)
    const shell = previous.get('offline-plugin-app-shell-fallback/index.html') ?? ''
    expect(worker).toContain(`"revision": "${md5(shell)}"`)
    expect(worker).toContain(`"revision": "${md5('{"name":"Business Partners"}')}"`)
  })

  test('refuses a folder that is not a production build', () => {
    const files = gatsbyBuild()
    files.set('index.html', '<html></html>')
    expect(() => rewriteAsPreviousDeploy(files, PREVIOUS)).toThrow(/index\.html/)
    files.delete('sw.js')
    files.set('index.html', page([]))
    expect(() => rewriteAsPreviousDeploy(files, PREVIOUS)).toThrow(/sw\.js/)
  })

  test('whatever names the scripts, no name serves two contents and every name a page uses exists', () => {
    // Chunks named by content; each may hold the version and name earlier chunks (as webpack's).
    const chunk = fc.record({ holdsVersion: fc.boolean(), names: fc.array(fc.nat(), { maxLength: 3 }) })
    fc.assert(
      fc.property(fc.array(chunk, { minLength: 1, maxLength: 8 }), (chunks) => {
        const files = gatsbyBuild()
        const paths = chunks.map((_, index) => `${index}-${hashOf(`chunk ${index}`)}.js`)
        chunks.forEach(({ holdsVersion, names }, index) => {
          const named = index === 0 ? [] : names.map((name) => hashOf(`chunk ${name % index}`))
          files.set(paths[index] ?? '', `${holdsVersion ? VERSION : ''}[${named.join(',')}]`)
        })
        files.set('index.html', page(paths))
        const { files: rewritten } = rewriteAsPreviousDeploy(files, PREVIOUS)
        expect(scriptsServingTwoContents(files, rewritten)).toEqual([])
        const used = [...(rewritten.get('index.html') ?? '').matchAll(/src="\/([^"]+)"/g)]
        for (const [, path] of used) expect(rewritten.has(path ?? '')).toBe(true)
      }),
    )
  })
})
