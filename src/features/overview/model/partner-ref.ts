import type { BpType, BusinessPartner, PartnerStatus } from '@/entities/business-partner'

/**
 * A partner as the overview names it in its lists and exports: enough to show, link and sort,
 * not the whole record (20,000 of those stay in the query cache, not in every list).
 */
export type PartnerRef = {
  id: number
  name: string
  bpType?: BpType
  status?: PartnerStatus
  /** ISO 3166-1 alpha-2, upper case; '' when the record has none. */
  country: string
  city: string
  accountNum: string
}

/** The fields of a partner its PartnerRef is made of. */
export type RefFields = Pick<
  BusinessPartner,
  'id' | 'name' | 'bpType' | 'status' | 'country' | 'city' | 'accountNum'
>

export function partnerRef(partner: RefFields): PartnerRef {
  return {
    id: partner.id,
    name: partner.name,
    ...(partner.bpType && { bpType: partner.bpType }),
    ...(partner.status && { status: partner.status }),
    country: countryCode(partner.country),
    city: partner.city ?? '',
    accountNum: partner.accountNum ?? '',
  }
}

/** A country value as the filters name it ('tw ' -> 'TW'); '' for none. */
function countryCode(country: string | null | undefined): string {
  return country?.trim().toUpperCase() ?? ''
}
