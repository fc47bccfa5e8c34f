// Runs after `npm install`/`npm ci` (package.json's postinstall): takes out the aria snapshot that
// Playwright 1.60 to 1.65 renders of the whole page on every failed poll of an auto-retrying
// assertion (microsoft/playwright#41098), which spent about a tenth of the end-to-end suite's
// CPU (docs/decisions/029). A failing assertion still reports what it received; its
// error-context.md and its retry's trace still hold the page. Each replacement must be found
// exactly once, or already made: a Playwright that changed fails the install, saying so.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const REPLACEMENTS = [
  // In the page: an element found that does not match yet (a text, an attribute, hidden).
  ['this._ariaSnapshotForExpect(element, options, frameVisible)', 'void 0 /* docs/decisions/029 */'],
  // In the test's process: no element found yet.
  [
    'if (matches === options.isNot && !isArray) {',
    'if (false /* docs/decisions/029 */ && matches === options.isNot && !isArray) {',
  ],
]

let bundle
try {
  bundle = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js')
} catch {
  process.exit(0) // an install without devDependencies: nothing to patch
}
const { version } = require('playwright-core/package.json')
let code = readFileSync(bundle, 'utf8')
for (const [before, after] of REPLACEMENTS) {
  if (code.split(after).length === 2) continue
  const found = code.split(before).length - 1
  if (found !== 1) {
    console.error(
      `scripts/patches/playwright-expect-snapshot.mjs: playwright-core ${version} has ${found} of\n  ${before}\n` +
        'where 1 was expected. If this Playwright no longer snapshots the page on every poll, remove the patch ' +
        '(package.json postinstall, docs/decisions/029); otherwise update it.',
    )
    process.exit(1)
  }
  code = code.replace(before, after)
}
writeFileSync(bundle, code)
