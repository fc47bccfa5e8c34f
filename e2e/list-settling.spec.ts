import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { MOCK_SERVICE } from './support/mock-data'
import { choose, expectClosingPartners, rows } from './support/page'

/**
 * A filter chosen while a list is still settling (right after sign-in, its rows
 * not yet there) must reach the address and the list. The list's rows are held back until the
 * choice is made.
 */
async function holdRows(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${MOCK_SERVICE}/store/api/business-partners?**`, async (route) => {
    await held
    await route.continue()
  })
  return release
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
        const release = await holdRows(page)
        const signedIn = signIn('/?page=2')
        await expect(page.getByRole('combobox', { name: 'Status' })).toBeEnabled()
        await signedIn.catch(() => undefined)
        await expect(rows(page)).toHaveCount(0)
        await choose(page, 'Status', 'Closing')
        release()

        await expectClosingPartners(page, request)
        // And it stays: nothing that settles later takes it back.
        await page.waitForTimeout(1_000)
        expect(new URL(page.url()).searchParams.get('status')).toBe('closing')
      })
    },
  )
}
