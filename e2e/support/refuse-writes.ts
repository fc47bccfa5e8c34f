import type { Page } from '@playwright/test'

/**
 * Every write (POST, PUT, DELETE) to `resource` from this page is answered 500 by the service;
 * reads go through, so a form's re-read before writing still sees the record.
 */
export async function refuseWrites(page: Page, resource: string) {
  await page.route(new RegExp(`/store/api/${resource}(/\\d+)?(\\?.*)?$`), (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 500, json: { message: 'refused by the e2e test' } }),
  )
}
