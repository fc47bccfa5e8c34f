import type { Page, Request } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { MOCK_SERVICE } from './support/mock-data'
import { choose, expectClosingPartners, rows } from './support/page'

/**
 * A filter chosen while a list is still settling (right after sign-in, its rows
 * not yet there) must reach the address and the list. The list's rows are held back until the
 * choice is made.
 */
async function holdRows(page: Page) {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  const requests: Request[] = []
  await page.route(`${MOCK_SERVICE}/store/api/business-partners?**`, async (route) => {
    requests.push(route.request())
    await held
    await route.continue()
  })
  /** Lets the held requests go; resolves once their answers have arrived and a frame has passed. */
  const releaseAndSettle = async () => {
    const answered = requests.map(async (request) => (await request.response())?.finished())
    release()
    await Promise.all(answered)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    return requests.length
  }
  return releaseAndSettle
}

for (const throughUi of [true, false]) {
  test.describe(
    throughUi ? 'right after signing in through the hosted UI' : 'on a signed-in page load',
    () => {
      test.use({ signInThroughUi: throughUi })

      test('a filter chosen before the first rows arrive reaches the address and the list', async ({
        page,
        request,
        signIn,
      }) => {
        const releaseAndSettle = await holdRows(page)
        await signIn('/?page=2')
        await expect(page.getByRole('combobox', { name: 'Status' })).toBeEnabled()
        await expect(rows(page)).toHaveCount(0)
        await choose(page, 'Status', 'Closing')
        // The unfiltered page 2 asked for before the choice, at least, answers after it.
        expect(await releaseAndSettle()).toBeGreaterThanOrEqual(2)

        // And it stays: the answers that settle after the choice do not take it back.
        const closing = await expectClosingPartners(page, request)
        expect(new URL(page.url()).searchParams.get('status')).toBe('closing')
        await expect(rows(page).filter({ hasText: 'Closing' })).toHaveCount(Math.min(closing.length, 25))
      })
    },
  )
}
