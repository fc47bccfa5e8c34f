import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { precompress } from './precompress'

let dir: string
const file = (name: string) => path.join(dir, name)
const write = (name: string, content: string | Buffer) => {
  mkdirSync(path.dirname(file(name)), { recursive: true })
  writeFileSync(file(name), content)
}
/** Text that compresses, as a script does. */
const script = (name: string) => `function ${name}() { return ${JSON.stringify('a partner '.repeat(200))} }\n`

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompress', () => {
  test('writes beside each page, script, style and data file a gzip and a brotli copy that unpack to it', async () => {
    const names = ['app-1234.js', 'styles.css', 'dealers/index.html', 'page-data/dealers/page-data.json']
    for (const name of names) write(name, script(name.replace(/\W/g, '_')))

    const result = await precompress(dir)

    for (const [suffix, unpack] of [
      ['.gz', gunzipSync],
      ['.br', brotliDecompressSync],
    ] as const) {
      expect(result[suffix].files).toBe(names.length)
      for (const name of names) {
        const unpacked = unpack(readFileSync(file(`${name}${suffix}`)))
        expect(unpacked.equals(readFileSync(file(name)))).toBe(true)
      }
      expect(result[suffix].bytes).toBe(
        names.reduce((sum, name) => sum + readFileSync(file(`${name}${suffix}`)).length, 0),
      )
    }
  })

  test('makes the brotli copy of a script smaller than its gzip copy', async () => {
    const code = Array.from(
      { length: 400 },
      (_, i) => `function f${i}(a){return a.partner${i % 37}??${i}}`,
    ).join(';')
    write('app-5678.js', code)
    await precompress(dir)
    expect(readFileSync(file('app-5678.js.br')).length).toBeLessThan(
      readFileSync(file('app-5678.js.gz')).length,
    )
  })

  test.each([
    ['an image, already compressed', 'icons/icon-48x48.png'],
    ['a font', 'static/inter.woff2'],
    ['a source map left behind', 'app-1234.js.map'],
  ])('leaves %s as it is', async (_, name) => {
    write(name, script('x'))
    await precompress(dir)
    expect(existsSync(file(`${name}.gz`))).toBe(false)
    expect(existsSync(file(`${name}.br`))).toBe(false)
  })

  test('writes no copy that would be larger than the file, and removes an earlier one', async () => {
    write('tiny.js', 'x')
    write('tiny.js.gz', 'an earlier build’s copy')
    write('tiny.js.br', 'an earlier build’s copy')
    const result = await precompress(dir)
    expect([result['.gz'].files, result['.br'].files]).toEqual([0, 0])
    expect(existsSync(file('tiny.js.gz'))).toBe(false)
    expect(existsSync(file('tiny.js.br'))).toBe(false)
  })

  test('replaces an earlier build’s copy of a changed file', async () => {
    write('sw.js', script('before'))
    await precompress(dir)
    write('sw.js', script('after'))
    await precompress(dir)
    expect(gunzipSync(readFileSync(file('sw.js.gz'))).toString()).toBe(script('after'))
    expect(brotliDecompressSync(readFileSync(file('sw.js.br'))).toString()).toBe(script('after'))
  })

  test('removes a copy whose file is gone, which nginx would still send for its address', async () => {
    write('app-old.js.gz', 'an earlier build’s script')
    write('app-old.js.br', 'an earlier build’s script')
    write('app-new.js', script('next'))
    await precompress(dir)
    expect(existsSync(file('app-old.js.gz'))).toBe(false)
    expect(existsSync(file('app-old.js.br'))).toBe(false)
    expect(existsSync(file('app-new.js.gz'))).toBe(true)
    expect(existsSync(file('app-new.js.br'))).toBe(true)
  })
})
