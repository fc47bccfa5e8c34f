import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium'

/** The features the installed Playwright turns off, read from its bundled chromiumSwitches.ts. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  )
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1]
  if (!list)
    throw new Error("playwright-core's disabledFeatures list was not found: read chromiumSwitches.ts again")
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!)
}

describe('the chromium every browser run starts', () => {
  it('keeps every feature the installed Playwright turns off: chromium reads only the last --disable-features', () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightDisabledFeatures())
  })

  it("passes one --disable-features, holding Playwright's and the address bar popup's", () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    const features = switches[0]!.slice('--disable-features='.length).split(',')
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']))
  })
})
