import { request } from '@playwright/test'

import { allRecords } from '../../e2e/support/mock-data'

import { PUBLIC_DIR, SITE, type Bench } from './harness'
import type { App } from './visit'

/** The partner of the bench's detail figure; the reference shows it at `/#/partners/12/show`. */
export const DETAIL_ID = 12

const NEXT_PAGE = 'a[aria-label="Next page"], button[aria-label="Next page"]'

/**
 * The portal's pages of the bench's table, with partner 12's account number, read from the mock
 * service so a placeholder or another partner's number cannot count. The obvious
 * address would be /dealers/detail/?id=12, but partner 12 of the mock data is a store, and a
 * detail page opened under the wrong type first moves to the partner's own address
 * (partner-detail-screen.tsx): the bench opens the partner's own page, as a link in the portal
 * does.
 */
export async function portalPages() {
  const api = await request.newContext()
  const partner = (await allRecords(api, 'business-partners')).find((row) => row.id === DETAIL_ID)
  await api.dispose()
  if (!partner || typeof partner.bpType !== 'string' || typeof partner.accountNum !== 'string')
    throw new Error(`the mock service has no partner ${DETAIL_ID} with a type and an account number`)
  return {
    list: '/dealers/',
    detail: `/${partner.bpType}s/detail/?id=${DETAIL_ID}`,
    accountNum: partner.accountNum,
  }
}

/** The reference's hash routes (its README). */
export const REFERENCE_PATHS = { list: '/#/partners', detail: `/#/partners/${DETAIL_ID}/show` }

/**
 * The portal, signed in: the list is ready at its first row header's link (a data row, not a
 * placeholder), the detail page when its account section shows partner 12's account number.
 */
export type PortalPages = Awaited<ReturnType<typeof portalPages>>

export function portalApp(bench: Bench, pages: PortalPages): App {
  return {
    name: 'portal',
    root: PUBLIC_DIR,
    newContext: bench.coldContext,
    list: { url: `${SITE}${pages.list}`, ready: { selector: 'table tbody tr th a' }, next: NEXT_PAGE },
    detail: {
      url: `${SITE}${pages.detail}`,
      ready: { selector: '#account dd', text: pages.accountNum },
    },
  }
}

/**
 * The react-admin reference (its README): a row is ready when `table tbody tr` has text, the
 * show page when its account number field (`.ra-field-accountNum`) is filled.
 */
export function referenceApp(reference: NonNullable<Bench['reference']>): App {
  return {
    name: 'react-admin',
    root: reference.dist,
    newContext: reference.newContext,
    list: {
      url: `${reference.origin}${REFERENCE_PATHS.list}`,
      ready: { selector: 'table tbody tr' },
      next: 'button[aria-label="Go to next page"]',
    },
    detail: {
      url: `${reference.origin}${REFERENCE_PATHS.detail}`,
      ready: { selector: '.ra-field-accountNum span' },
    },
  }
}
