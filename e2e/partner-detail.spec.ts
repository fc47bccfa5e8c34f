import { findPartners } from './support/mock-data'
import { expect, test } from './support/shared-context'
import { rewriteJson } from './support/page'
import { TOKEN_URL } from './support/token-broker'

/**
 * The data layer in the browser: the detail shell reads ?id=, fetches the partner with
 * the application token and the API key, and turns every failure into a translated message.
 */

test('a dealer page shows the dealer, fetched with the app token and the API key', async ({
  page,
  request,
  signIn,
}) => {
  const [dealer] = await findPartners(request, { bpType: 'dealer', status: 'active', pageSize: '1' })
  if (!dealer) throw new Error('the mock world has no active dealer')
  const dataCalls: { url: string; headers: Record<string, string> }[] = []
  page.on('request', (req) => {
    if (req.url().startsWith('http://localhost:9100/') || req.url() === TOKEN_URL)
      dataCalls.push({ url: req.url(), headers: req.headers() })
  })

  await signIn(`/dealers/detail/?id=${dealer.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.name)
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible()
  await expect(page.locator('#contact').getByRole('link', { name: dealer.email })).toHaveAttribute(
    'href',
    `mailto:${dealer.email}`,
  )

  const token = dataCalls.filter((call) => call.url === TOKEN_URL)
  const detail = dataCalls.find((call) => call.url.endsWith(`/store/api/business-partners/${dealer.id}`))
  expect(token).toHaveLength(1)
  expect(detail?.headers['authorization']).toMatch(/^Bearer \S+$/)
  expect(detail?.headers['x-api-key']).toBe('dev-api-key')

  // The cached token is reused by the next page.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dealers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible()
  await page.goto(`/dealers/detail/?id=${dealer.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.name)
  expect(dataCalls.filter((call) => call.url === TOKEN_URL)).toHaveLength(1)
})

test('the zh-TW page translates the labels, not the partner data', async ({ page, request, signIn }) => {
  const [store] = await findPartners(request, { bpType: 'store', status: 'closing', pageSize: '1' })
  if (!store) throw new Error('the mock world has no closing store')
  await signIn(`/zh-TW/stores/detail/?id=${store.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name)
  await expect(page.getByText('即將結束營業').first()).toBeVisible()
  await expect(page.getByRole('region', { name: '聯絡方式' })).toBeVisible()
})

test('garbage and unknown ids get a clear message; a wrong type moves to the right address', async ({
  page,
  request,
  signIn,
}) => {
  const [distributor] = await findPartners(request, { bpType: 'distributor', pageSize: '1' })
  await signIn('/dealers/detail/?id=abc')
  await expect(page.getByRole('main')).toContainText(
    'This address does not name a record. Open one from a list.',
  )

  await page.goto('/dealers/detail/?id=999999')
  await expect(page.getByRole('main')).toContainText('There is no dealer with number 999999.')

  await page.goto('/zh-TW/dealers/detail/?id=-3')
  await expect(page.getByRole('main')).toContainText('此網址未指定任何紀錄')

  // A distributor's id under /dealers/: its own address, replacing the wrong one in history.
  await page.goto('/stores/')
  await page.goto(`/dealers/detail/?id=${distributor?.id}`)
  await page.waitForURL((url) => url.pathname === '/distributors/detail/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(distributor?.name ?? '')
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/stores/')
})

test('a malformed answer and a failing service show translated errors, and Try again recovers', async ({
  page,
  request,
  signIn,
}) => {
  const [store] = await findPartners(request, { bpType: 'store', pageSize: '1' })
  const detailUrl = `http://localhost:9100/store/api/business-partners/${store?.id}`
  await page.route(detailUrl, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'seven', name: 3 }),
    }),
  )
  await signIn(`/stores/detail/?id=${store?.id}`)
  await expect(page.getByRole('alert')).toContainText(
    'The data service sent business-partners data we could not read',
  )

  await page.unroute(detailUrl)
  await page.route(detailUrl, (route) => route.fulfill({ status: 503, body: 'down for maintenance' }))
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('alert')).toContainText('The data service had a problem (error 503)')

  await page.unroute(detailUrl)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store?.name ?? '')
})

test('a 401 from the data service fetches a new token once and carries on', async ({
  page,
  request,
  signIn,
}) => {
  const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
  let rejected = 0
  let tokens = 0
  page.on('request', (req) => {
    if (req.url() === TOKEN_URL) tokens += 1
  })
  await page.route(`http://localhost:9100/store/api/business-partners/${dealer?.id}`, (route) => {
    if (route.request().method() !== 'GET' || rejected > 0) return route.fallback()
    rejected += 1
    return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' })
  })
  await signIn(`/dealers/detail/?id=${dealer?.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer?.name ?? '')
  expect(rejected).toBe(1)
  expect(tokens).toBe(2)
})

test('hostile strings in partner data are shown as text and never become links or scripts', async ({
  page,
  request,
  signIn,
}) => {
  const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
  const detailUrl = `http://localhost:9100/store/api/business-partners/${dealer?.id}`
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  await rewriteJson(page, detailUrl, (partner: Record<string, unknown>) => ({
    ...partner,
    name: '<img src=x onerror=alert(1)>',
    email: 'javascript:alert(1)',
    phone: '"><script>alert(2)</script>',
    street: '<b>Main</b> street',
  }))
  await signIn(`/dealers/detail/?id=${dealer?.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert(1)>')
  await expect(page.getByText('javascript:alert(1)')).toBeVisible()
  await expect(page.getByText('<b>Main</b> street').first()).toBeVisible()
  const hrefs = await page
    .locator('main a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href).toMatch(/^(\/|https?:|mailto:|tel:)/)
  expect(await page.locator('main img, main script').count()).toBe(0)
  expect(dialogs).toBe(0)
})
