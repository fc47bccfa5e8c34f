import { request, type Page } from '@playwright/test'

import { fullPartnerOfType } from '../../e2e/support/mock-data'

import { SITE, gzipBytes, median, report, scriptsLoadedBy, type Bench } from './harness'

/**
 * The detail benchmark of issue 8: median of 5 cold, signed-in visits of a store's page that has
 * records of every kind (mocks at 0 ms): the gzip bytes of the JavaScript received before the
 * summary (the partner's name as the page title) shows, the time from navigation to it, and the
 * time until every section has loaded (none busy, the children and the map drawn).
 */
const VISITS = 5
/** The first-load budget of every page (issue 7's list figure). */
const TARGETS = { kilobytes: 170 }

type Visit = { kilobytes: number; summaryMs: number; allSectionsMs: number; scripts: Map<string, number> }

/** Records in the page when the summary shows and when the last section stops loading. */
async function watchSections(page: Page, name: string) {
  await page.addInitScript((partnerName) => {
    const win = window as unknown as { __summaryAt?: number; __allSectionsAt?: number }
    const check = () => {
      const title = document.querySelector('main h1')?.textContent
      if (win.__summaryAt === undefined && title === partnerName) win.__summaryAt = performance.now()
      if (win.__summaryAt === undefined || win.__allSectionsAt !== undefined) return
      const sections = document.querySelectorAll('main section[aria-labelledby]')
      const busy = document.querySelector('main [aria-busy="true"]')
      const map = document.querySelector('#location svg path')
      if (sections.length >= 14 && !busy && map) win.__allSectionsAt = performance.now()
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
  }, name)
}

async function visit(bench: Bench, path: string, name: string): Promise<Visit> {
  const context = await bench.coldContext()
  const page = await context.newPage()
  await watchSections(page, name)
  await page.goto(`${SITE}${path}`)
  await page.waitForFunction(() => (window as { __allSectionsAt?: number }).__allSectionsAt !== undefined)
  const { summaryMs, allSectionsMs } = await page.evaluate(() => {
    const win = window as unknown as { __summaryAt: number; __allSectionsAt: number }
    return { summaryMs: win.__summaryAt, allSectionsMs: win.__allSectionsAt }
  })
  const scripts = new Map((await scriptsLoadedBy(page, summaryMs)).map((file) => [file, gzipBytes(file)]))
  const kilobytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000
  await context.close()
  return { kilobytes, summaryMs, allSectionsMs, scripts }
}

export async function runDetailBench(bench: Bench) {
  const api = await request.newContext()
  const { partner } = await fullPartnerOfType(api, 'store')
  await api.dispose()
  const path = `/stores/detail/?id=${partner.id}`

  await visit(bench, path, partner.name)
  const visits: Visit[] = []
  for (let index = 0; index < VISITS; index += 1) visits.push(await visit(bench, path, partner.name))

  console.log(`\nDetail: ${path} (every kind of record), median of ${VISITS} cold signed-in visits`)
  report(
    'JavaScript before the summary (gzip)',
    median(visits.map((v) => v.kilobytes)),
    TARGETS.kilobytes,
    'kB',
  )
  report('navigation to the summary', median(visits.map((v) => v.summaryMs)), undefined, 'ms')
  report('navigation to every section loaded', median(visits.map((v) => v.allSectionsMs)), undefined, 'ms')
  console.log('  scripts before the summary (gzip kB):')
  const scripts = visits[0]?.scripts ?? new Map<string, number>()
  for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`    ${(bytes / 1000).toFixed(1).padStart(6)}  ${file}`)
}
