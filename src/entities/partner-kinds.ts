/**
 * The values a business partner's bpType and status take. Apart from the schemas in
 * business-partner.ts, so code that needs only the names (routes, the first script of a page)
 * does not carry zod.
 */
export const BP_TYPES = ['distributor', 'dealer', 'store'] as const

export const PARTNER_STATUSES = ['active', 'inactive', 'closing'] as const
