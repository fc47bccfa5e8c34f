import type { PartnerRef } from '../model/partner-ref'

/** Each partner once, in the order first met: a list can name one partner for two flaws. */
export function uniquePartners(partners: readonly PartnerRef[]): PartnerRef[] {
  return [...new Map(partners.map((partner) => [partner.id, partner])).values()]
}
