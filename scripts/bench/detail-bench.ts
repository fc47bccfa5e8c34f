import { request, type Page } from '@playwright/test'

import { fullPartnerOfType } from '../../e2e/support/mock-data'

import { median, type Figure } from './figures'
import { PUBLIC_DIR, SITE, type Bench } from './harness'
import { javaScriptReceivedBy, kilobytesOf, printScripts } from './page-scripts'
import { assertFirstLoad, pageSays } from './visit'

/**
 * The detail benchmark: median of 5 cold, signed-in visits of a store's page that has
 * records of every kind (mocks at 0 ms): the gzip bytes of the JavaScript received before the
 * summary (the partner's name as the page title, rendered by the app: not the first values the
 * document shows before it runs, docs/decisions/019) shows, the time from navigation to it, and
 * the time until every section has loaded (none busy, the children and the map drawn).
 */
const VISITS = 5
/** The first-load budget of every page, the list's too. */
const TARGETS = { kilobytes: 170 }

type Visit = { kilobytes: number; summaryMs: number; allSectionsMs: number; scripts: Map<string, number> }

/** Records in the page when the summary shows and when the last section stops loading. */
async function watchSections(page: Page, name: string) {
  await page.addInitScript((partnerName) => {
    const win = window as unknown as { __summaryAt?: number; __allSectionsAt?: number }
    const check = () => {
      const title = document.querySelector('main h1')
      const byApp = title && !title.querySelector('[data-first-value]')
      if (win.__summaryAt === undefined && byApp && title.textContent === partnerName)
        win.__summaryAt = performance.now()
      if (win.__summaryAt === undefined || win.__allSectionsAt !== undefined) return
      const sections = document.querySelectorAll('main section[aria-labelledby]')
      const busy = document.querySelector('main [aria-busy="true"]')
      const map = document.querySelector('#location svg path')
      if (sections.length >= 14 && !busy && map) {
        win.__allSectionsAt = performance.now()
        console.debug('bench:all-sections')
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
  }, name)
}

async function visit(bench: Bench, path: string, name: string): Promise<Visit> {
  const context = await bench.coldContext()
  const page = await context.newPage()
  // The page reports it (visit.ts's watch says why the bench does not poll the page).
  const allSections = pageSays(page, 'bench:all-sections')
  await watchSections(page, name)
  await page.goto(`${SITE}${path}`)
  await allSections()
  await assertFirstLoad(page)
  const { summaryMs, allSectionsMs } = await page.evaluate(() => {
    const win = window as unknown as { __summaryAt: number; __allSectionsAt: number }
    return { summaryMs: win.__summaryAt, allSectionsMs: win.__allSectionsAt }
  })
  const scripts = await javaScriptReceivedBy(page, summaryMs, PUBLIC_DIR)
  const kilobytes = kilobytesOf(scripts)
  await context.close()
  return { kilobytes, summaryMs, allSectionsMs, scripts }
}

export async function runDetailBench(bench: Bench): Promise<Figure[]> {
  const api = await request.newContext()
  const { partner } = await fullPartnerOfType(api, 'store')
  await api.dispose()
  const path = `/stores/detail/?id=${partner.id}`

  await visit(bench, path, partner.name)
  const visits: Visit[] = []
  for (let index = 0; index < VISITS; index += 1) visits.push(await visit(bench, path, partner.name))

  console.log(`\nDetail: ${path} (every kind of record), median of ${VISITS} cold signed-in visits`)
  printScripts('scripts before the summary, first visit', visits[0]?.scripts ?? new Map())
  const label = `detail ${path}`
  const of = (pick: (visit: Visit) => number) => median(visits.map(pick))
  return [
    {
      label: `${label}: JavaScript before the summary (gzip)`,
      unit: 'kB',
      portal: of((v) => v.kilobytes),
      target: { atMost: TARGETS.kilobytes },
    },
    { label: `${label}: navigation to the app's summary`, unit: 'ms', portal: of((v) => v.summaryMs) },
    { label: `${label}: to every section loaded`, unit: 'ms', portal: of((v) => v.allSectionsMs) },
  ]
}
