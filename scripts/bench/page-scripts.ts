import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { gzipBytes, INLINE_SCRIPTS, inlineScriptBytes } from '../bundle-budget/first-load'

/**
 * The JavaScript a page had received by `until` (ms since navigation start), as gzip bytes per
 * file: every same-origin script file fully received by then, gzipped from the build in `root`
 * (the bytes nginx sends, without depending on what the browser reports for a transfer), plus the
 * document's inline scripts, so an app that inlines its boot code is not counted as lighter.
 * Measured the same way for the portal and the reference, and counted as the size guard counts
 * (scripts/bundle-budget/first-load.ts).
 */
export async function javaScriptReceivedBy(page: Page, until: number, root: string) {
  const { files, inline } = await page.evaluate(
    (limit) => ({
      files: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            /\.m?js(\?|$)/.test(entry.name) &&
            new URL(entry.name).origin === location.origin &&
            (entry as PerformanceResourceTiming).responseEnd <= limit,
        )
        .map((entry) => new URL(entry.name).pathname),
      inline: [...document.querySelectorAll('script:not([src])')]
        .filter(
          (script) =>
            !script.getAttribute('type') || /javascript|module/.test(script.getAttribute('type') ?? ''),
        )
        .map((script) => script.textContent ?? ''),
    }),
    until,
  )
  const bytes = new Map(files.map((file) => [file, gzipBytes(readFileSync(path.join(root, file)))]))
  if (inline.join('').trim()) bytes.set(INLINE_SCRIPTS, inlineScriptBytes(inline))
  return bytes
}

export const kilobytesOf = (scripts: Map<string, number>) =>
  [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000

/** "    12.3  /app-1234.js", largest first. */
export function printScripts(title: string, scripts: Map<string, number>) {
  console.log(`  ${title} (gzip kB):`)
  for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`    ${(bytes / 1000).toFixed(1).padStart(6)}  ${file}`)
}
