/** The list screens: every business partner, or one bpType, keyed by it (spec §2). */
export const PARTNER_LISTS = {
  all: { titleKey: 'pages.all', path: '/' },
  distributor: { titleKey: 'pages.distributors', path: '/distributors/' },
  dealer: { titleKey: 'pages.dealers', path: '/dealers/' },
  store: { titleKey: 'pages.stores', path: '/stores/' },
} as const

export type PartnerListKind = keyof typeof PARTNER_LISTS

export const DETAIL_TITLE_KEYS = {
  distributor: 'pages.distributorDetail',
  dealer: 'pages.dealerDetail',
  store: 'pages.storeDetail',
} as const

export type PartnerDetailKind = keyof typeof DETAIL_TITLE_KEYS
