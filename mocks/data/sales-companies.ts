import { MOCK_RECORD_COUNT, modifiedSince, shuffled, type Random } from './random'
import type { MockRecord } from './types'

/** 103 sales companies: the brand's sales organisations by region and channel. */
const REGIONS = [
  'Taiwan North',
  'Taiwan Central',
  'Taiwan South',
  'Japan',
  'Korea',
  'Australia',
  'New Zealand',
  'Benelux',
  'France North',
  'France South',
  'Iberia',
  'Italy North',
  'Italy South',
  'DACH',
  'Bavaria',
  'Nordics',
  'Poland',
  'Czechia',
  'Austria',
  'Switzerland',
  'UK & Ireland',
  'Scotland',
  'US Pacific Northwest',
  'US California',
  'US Rocky Mountains',
  'US Midwest',
  'US Northeast',
  'US Southeast',
  'US Texas',
  'Canada West',
  'Canada Central',
  'Québec',
  'Mexico',
  'Brazil',
  'Chile',
]
const CHANNELS = ['Sales', 'Retail', 'Wholesale']

export function generateSalesCompanies(random: Random): MockRecord[] {
  const names = REGIONS.flatMap((region) => CHANNELS.map((channel) => `Formosa Cycles ${region} ${channel}`))
  return shuffled(random, names)
    .slice(0, MOCK_RECORD_COUNT)
    .map((name, index) => ({ id: index + 1, name, modifiedAt: modifiedSince(random) }))
}
