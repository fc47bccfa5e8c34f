import type { BpType } from '@/entities/business-partner'

import { IdRandom } from './id-random'
import { DISTRIBUTOR_NAMES, dealerNameCandidate, storeName } from './partner-names'
import { CREATED_BETWEEN, accountNum, gsc, partnerSourceRecId } from './partners'
import { COUNTRIES, placesIn, type Area, type CountryCode, type Place } from './places'
import {
  MOCK_RECORD_COUNT,
  MOCK_REFERENCE_DATE,
  coordinatesNear,
  slugify,
  streetLine,
  zipcodeFor,
} from './random'
import type { MockPartner, PartnerSeed } from './types'

/** Seeds the draws of grown partners apart from those of the records that hang off them. */
const PARTNER_SALT = 1

const CREATED_MS = Object.fromEntries(
  Object.entries(CREATED_BETWEEN).map(([bpType, { createdFrom, createdTo }]) => [
    bpType,
    { from: Date.parse(createdFrom), to: Date.parse(createdTo) },
  ]),
) as Record<BpType, { from: number; to: number }>
/** Records changed since then, or since they were created if that is later (as seeded). */
const MODIFIED_FROM_MS = Date.parse('2024-01-01T00:00:00.000Z')

/** A grown partner with the branch areas its stores take, as a seeded dealer has them. */
type GrownSeed = PartnerSeed & { areas: readonly Area[] }

/**
 * Partners past the first 103, up to `count`. They come in blocks of 103 shaped like the first:
 * partner `103k + j` has the type, status, country and source system of partner `j`, and its
 * parent is `103k + j`'s parent shifted the same way, so every block is a distributor -> dealer ->
 * store tree of its own, the types spread as in the seeded world, and a parent always has a lower
 * id (a world of any size is a prefix of a larger one). Places, names, contacts and dates are
 * drawn anew per partner; names get a number where a local one is taken already.
 */
export function growPartners(seeded: readonly MockPartner[], count: number): PartnerSeed[] {
  const taken = new Names(seeded.map((partner) => partner.name))
  const byId = new Map<number, GrownSeed>()
  for (let id = seeded.length + 1; id <= count; id += 1) {
    const model = seeded[(id - 1) % MOCK_RECORD_COUNT]
    if (!model) throw new Error('growPartners needs the 103 seeded partners')
    const offset = id - model.id
    const parent = model.parentId === null ? undefined : byId.get(model.parentId + offset)
    const random = new IdRandom(PARTNER_SALT, id)
    byId.set(id, grownPartner(random, { id, model, parent, taken }))
  }
  return [...byId.values()]
}

interface Shape {
  id: number
  /** The seeded partner this one mirrors. */
  model: MockPartner
  parent: GrownSeed | undefined
  taken: Names
}

function grownPartner(random: IdRandom, { id, model, parent, taken }: Shape): GrownSeed {
  const country = model.country as CountryCode
  const tld = COUNTRIES[country].tld
  const { name, place, areas, area, domain, mailbox } = identity(random, id, model, parent, taken)
  const created = CREATED_MS[model.bpType]
  const createdAt = random.timestampBetween(created.from, created.to)
  const partner: MockPartner = {
    id,
    accountNum: accountNum({ id, country, bpType: model.bpType }),
    parentId: parent?.partner.id ?? null,
    bpType: model.bpType,
    status: model.status,
    sourceType: model.sourceType,
    sourceRecId: partnerSourceRecId(id),
    gsc: parent?.partner.gsc ?? gsc({ id, country }),
    name,
    phone: random.helpers.replaceSymbols(place.phone),
    email: `${mailbox}@${domain}.${tld}`,
    fax: random.chance(0.35) ? random.helpers.replaceSymbols(place.phone) : null,
    city: place.city,
    street: streetLine(random, place),
    zipcode: zipcodeFor(random, place, area),
    stateProvince: place.stateProvince,
    country,
    district: area.name,
    ...coordinatesNear(random, place),
    createdAt,
    modifiedAt: random.timestampBetween(
      Math.max(Date.parse(createdAt), MODIFIED_FROM_MS),
      MOCK_REFERENCE_DATE.getTime(),
    ),
    openingHourTemplateId:
      model.openingHourTemplateId === null ? null : model.openingHourTemplateId + id - model.id,
  }
  return { partner, place, area, areas, domain: `${domain}.${tld}` }
}

interface Identity {
  name: string
  place: Place
  areas: readonly Area[]
  area: Area
  /** The web domain without its top-level part. */
  domain: string
  mailbox: string
}

const placesByCountry = new Map<CountryCode, Place[]>()
const placesOf = (country: CountryCode): Place[] => {
  const places = placesByCountry.get(country) ?? placesIn(country)
  placesByCountry.set(country, places)
  return places
}

/** Where a partner sits and what it is called: a store takes its dealer's town, name and domain. */
function identity(
  random: IdRandom,
  id: number,
  model: MockPartner,
  parent: GrownSeed | undefined,
  taken: Names,
): Identity {
  const country = model.country as CountryCode
  const kind: BpType = model.bpType
  if (kind === 'store' && parent) {
    // Branches follow their dealer's areas in order, as in the seeded world.
    const branch = model.id - (model.parentId ?? model.id) - 1
    const area = parent.areas[branch % parent.areas.length] as Area
    return {
      name: storeName(parent.partner.name, country, area.name),
      place: parent.place,
      areas: parent.areas,
      area,
      domain: parent.domain.slice(0, -(COUNTRIES[country].tld.length + 1)),
      mailbox: country === 'TW' ? `shop${branch + 1}` : slugify(area.name),
    }
  }
  const place = random.helpers.arrayElement(placesOf(country))
  const areas = random.shuffled(place.areas)
  const area = areas[0] as Area
  if (kind === 'distributor') {
    const local =
      country === 'TW' ? `福爾摩沙自行車${place.city}分公司` : `${DISTRIBUTOR_NAMES[country]} ${place.city}`
    // Named after its town, which a Taiwanese one writes in Chinese: the id keeps domains apart.
    const { name } = taken.claim(local)
    return { name, place, areas, area, domain: `formosa-cycles-d${id}`, mailbox: 'sales' }
  }
  const candidate = dealerNameCandidate(random, country, place.city)
  const { name, number } = taken.claim(candidate.name)
  return {
    name,
    place,
    areas,
    area,
    domain: number === 1 ? candidate.slug : `${candidate.slug}-${number}`,
    mailbox: 'info',
  }
}

/** Names in use; a taken one is numbered from 2 on: "Velo Lyon 3", as chains number their shops. */
class Names {
  private readonly taken: Set<string>
  /** The last number given to each name, so a popular name is not counted up from 2 each time. */
  private readonly lastNumber = new Map<string, number>()

  constructor(names: readonly string[]) {
    this.taken = new Set(names)
  }

  claim(name: string): { name: string; number: number } {
    let number = this.lastNumber.get(name) ?? 1
    let candidate = number === 1 ? name : `${name} ${number}`
    while (this.taken.has(candidate)) {
      number += 1
      candidate = `${name} ${number}`
    }
    this.taken.add(candidate)
    this.lastNumber.set(name, number)
    return { name: candidate, number }
  }
}
