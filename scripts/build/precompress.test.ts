import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

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
  test('writes beside each page, script, style and data file a gzip copy that unpacks to it', async () => {
    const names = ['app-1234.js', 'styles.css', 'dealers/index.html', 'page-data/dealers/page-data.json']
    for (const name of names) write(name, script(name.replace(/\W/g, '_')))

    const result = await precompress(dir)

    expect(result.files).toBe(names.length)
    for (const name of names) {
      const unpacked = gunzipSync(readFileSync(file(`${name}.gz`)))
      expect(unpacked.equals(readFileSync(file(name)))).toBe(true)
    }
    expect(result.bytes).toBe(names.reduce((sum, name) => sum + readFileSync(file(`${name}.gz`)).length, 0))
  })

  test.each([
    ['an image, already compressed', 'icons/icon-48x48.png'],
    ['a font', 'static/inter.woff2'],
    ['a source map left behind', 'app-1234.js.map'],
  ])('leaves %s as it is', async (_, name) => {
    write(name, script('x'))
    await precompress(dir)
    expect(existsSync(file(`${name}.gz`))).toBe(false)
  })

  test('writes no copy that would be larger than the file, and removes an earlier one', async () => {
    write('tiny.js', 'x')
    write('tiny.js.gz', 'an earlier build’s copy')
    expect((await precompress(dir)).files).toBe(0)
    expect(existsSync(file('tiny.js.gz'))).toBe(false)
  })

  test('replaces an earlier build’s copy of a changed file', async () => {
    write('sw.js', script('before'))
    await precompress(dir)
    write('sw.js', script('after'))
    await precompress(dir)
    expect(gunzipSync(readFileSync(file('sw.js.gz'))).toString()).toBe(script('after'))
  })

  test('removes a copy whose file is gone, which nginx would still send for its address', async () => {
    write('app-old.js.gz', 'an earlier build’s script')
    write('app-new.js', script('next'))
    await precompress(dir)
    expect(existsSync(file('app-old.js.gz'))).toBe(false)
    expect(existsSync(file('app-new.js.gz'))).toBe(true)
  })
})
