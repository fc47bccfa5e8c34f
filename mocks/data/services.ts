import { modifiedSince, shuffled, type Random } from './random'
import type { MockRecord, PartnerSeed } from './types'

/**
 * 103 services (campaigns, each with the sales-company code gsc of the partner running it) and 103
 * service maps, map k linking the partner of service k (bpId) to its campaign (campaignId = the
 * service's axCampaignId): the maps, not gsc, say which partner runs what.
 * Dealers and stores still trading run them, each at most once per kind of service.
 */
const CATALOGUE = [
  {
    name: 'Bike fitting',
    zh: '專業騎乘姿勢調整',
    description: 'Body measurement and saddle, bar and cleat set-up.',
  },
  {
    name: 'Free safety check',
    zh: '免費安全檢查',
    description: 'Brakes, tyres, chain and lights checked in 15 minutes.',
  },
  {
    name: 'E-bike diagnostics',
    zh: '電動車系統診斷',
    description: 'Motor, battery and firmware check with the dealer tool.',
  },
  { name: 'Wheel truing', zh: '輪組校正', description: 'Wheels trued and spoke tension balanced.' },
  { name: 'Test ride day', zh: '新車試騎日', description: 'Ride the new season range on a guided loop.' },
  {
    name: 'Kids bike trade-in',
    zh: '兒童車以舊換新',
    description: 'Trade the outgrown kids bike for credit on the next size.',
  },
  {
    name: 'Winter service',
    zh: '冬季保養',
    description: 'Full drivetrain clean, cables and bearings serviced.',
  },
  { name: 'Suspension service', zh: '避震器保養', description: 'Fork and shock oil and seals replaced.' },
] as const

/** What a distributor offers its dealers. */
const TRADE_SERVICE = {
  name: 'Dealer workshop training',
  zh: '經銷商維修技術培訓',
  description: 'Hands-on service training for dealer mechanics.',
} as const

export function generateServices(random: Random, seeds: readonly PartnerSeed[]) {
  const hosts = shuffled(
    random,
    seeds.filter(({ partner }) => partner.status !== 'inactive'),
  )
  const services: MockRecord[] = []
  const owners: number[] = []
  for (let round = 0; services.length < 103; round += 1) {
    for (const { partner } of hosts) {
      if (services.length === 103) break
      if (partner.bpType === 'distributor' && round > 0) continue
      const offer =
        partner.bpType === 'distributor' ? TRADE_SERVICE : CATALOGUE[(partner.id + round) % CATALOGUE.length]!
      services.push({
        id: services.length + 1,
        axCampaignId: campaignId(services.length + 1),
        gsc: partner.gsc,
        name: partner.country === 'TW' ? offer.zh : offer.name,
        description: offer.description,
        modifiedAt: modifiedSince(random),
      })
      owners.push(partner.id)
    }
  }
  const serviceMaps: MockRecord[] = services.map((service, index) => ({
    id: index + 1,
    bpId: owners[index],
    campaignId: service.axCampaignId,
    modifiedAt: service.modifiedAt,
  }))
  return { services, serviceMaps }
}

// Derived from the id, so grown services (grow.ts) get unique codes without a counter.
export function campaignId(serviceId: number): string {
  return `CMP-${String(2000 + serviceId).padStart(6, '0')}`
}
