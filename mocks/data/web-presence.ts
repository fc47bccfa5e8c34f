import { modifiedSince, shuffled, timestampBetween, type Random } from './random'
import type { MockRecord, PartnerSeed } from './types'

/** One business-partner writable (web presence) per partner; some have no social accounts. */
export function generateWritables(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  return shuffled(random, seeds).map(({ partner, domain }, index) => {
    const handle = domain.split('.')[0] ?? 'shop'
    const createdAt = timestampBetween(random, '2020-01-01', '2024-12-31')
    return {
      id: index + 1,
      bpId: partner.id,
      url: `https://www.${domain}/`,
      Facebook: random.datatype.boolean({ probability: 0.75 }) ? `https://www.facebook.com/${handle}` : null,
      instagram: random.datatype.boolean({ probability: 0.6 }) ? `https://www.instagram.com/${handle}` : null,
      createdAt,
      modifiedAt: modifiedSince(random, createdAt > '2024-01-01' ? createdAt : undefined),
    }
  })
}
