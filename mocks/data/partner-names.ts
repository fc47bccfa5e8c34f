import type { CountryCode } from './places'
import { slugify, type Draws } from './random'

/** Legal names of the brand's national distributors. */
export const DISTRIBUTOR_NAMES: Record<CountryCode, string> = {
  TW: '福爾摩沙自行車股份有限公司',
  FR: 'Formosa Cycles France SAS',
  NL: 'Formosa Cycles Benelux B.V.',
  DE: 'Formosa Cycles Deutschland GmbH',
  IT: 'Formosa Cycles Italia S.r.l.',
  ES: 'Formosa Cycles Iberia S.L.',
  GB: 'Formosa Cycles UK Ltd',
  US: 'Formosa Cycles USA Inc.',
  CA: 'Formosa Cycles Canada Ltd.',
}

// Traditional Chinese shop names are built from parts, each with a romanisation for domains.
const TW_FIRST = [
  ['捷安', 'jiean'],
  ['風馳', 'fengchi'],
  ['鐵馬', 'tiema'],
  ['輪動', 'lundong'],
  ['極速', 'jisu'],
  ['綠野', 'luye'],
  ['山海', 'shanhai'],
  ['自由', 'ziyou'],
] as const
const TW_SECOND = [
  ['騎士', 'knight'],
  ['飛輪', 'feilun'],
  ['驛站', 'yizhan'],
  ['工坊', 'gongfang'],
  ['之家', 'home'],
] as const
const TW_SUFFIX = [
  ['單車', 'bike'],
  ['自行車', 'cycle'],
  ['車業', 'cycles'],
] as const

const LATIN_TEMPLATES: Record<Exclude<CountryCode, 'TW'>, { templates: string[]; surnames: string[] }> = {
  FR: {
    templates: ['Velo {city}', 'Cycles {surname}', 'Roue Libre {city}', 'Atelier du Cycle {surname}'],
    surnames: ['Moreau', 'Dupont', 'Girard', 'Lefèvre', 'Fontaine'],
  },
  NL: {
    templates: [
      'Fietsenwinkel {surname}',
      'Rijwielhandel {surname}',
      '{city} Fietsen',
      'De Fietsfabriek {city}',
    ],
    surnames: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit'],
  },
  DE: {
    templates: ['Radhaus {city}', 'Zweirad {surname}', 'Fahrradladen {surname}', 'Velo-Werk {city}'],
    surnames: ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker'],
  },
  IT: {
    templates: ['Bici {city}', 'Cicli {surname}', 'Officina Ciclistica {city}'],
    surnames: ['Rossi', 'Bianchi', 'Colombo', 'Ferrari', 'Ricci'],
  },
  ES: {
    templates: ['Bicis {city}', 'Ciclos {surname}', 'Taller Bici {city}'],
    surnames: ['García', 'Martínez', 'Puig', 'Vidal'],
  },
  GB: {
    templates: [
      '{city} Cycle Works',
      '{surname} Cycles',
      'Spokes & Sprockets {city}',
      'The Bike Shed {city}',
    ],
    surnames: ['Smith', 'Taylor', 'Evans', 'Walker'],
  },
  US: {
    templates: ['{city} Bicycle Co.', '{surname} Bike Shop', 'Pedal Power {city}', 'Summit Cycles {city}'],
    surnames: ['Miller', 'Johnson', 'Anderson', 'Garcia'],
  },
  CA: {
    templates: ['{city} Cycle', 'Vélo {surname}', 'Maple Bikes {city}', 'True North Bikes {city}'],
    surnames: ['Tremblay', 'Roy', 'Wilson', 'Martin'],
  },
}

export interface DealerName {
  name: string
  /** ASCII form for the domain: "velo-lyon", "jiean-knight-bike". */
  slug: string
}

/** A dealer name not yet in `taken`, local to the country (Traditional Chinese in Taiwan). */
export function dealerName(
  random: Draws,
  country: CountryCode,
  city: string,
  taken: Set<string>,
): DealerName {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = dealerNameCandidate(random, country, city)
    if (!taken.has(candidate.name)) {
      taken.add(candidate.name)
      return candidate
    }
  }
  throw new Error(`No free dealer name in ${city}`)
}

/** A local dealer name, taken or not. */
export function dealerNameCandidate(random: Draws, country: CountryCode, city: string): DealerName {
  return country === 'TW' ? taiwanName(random) : latinName(random, country, city)
}

function taiwanName(random: Draws): DealerName {
  const parts = [
    random.helpers.arrayElement(TW_FIRST),
    random.helpers.arrayElement(TW_SECOND),
    random.helpers.arrayElement(TW_SUFFIX),
  ]
  return { name: parts.map(([zh]) => zh).join(''), slug: parts.map(([, latin]) => latin).join('-') }
}

function latinName(random: Draws, country: Exclude<CountryCode, 'TW'>, city: string): DealerName {
  const { templates, surnames } = LATIN_TEMPLATES[country]
  const name = random.helpers
    .arrayElement(templates)
    .replace('{city}', city)
    .replace('{surname}', random.helpers.arrayElement(surnames))
  return { name, slug: slugify(name) }
}

/** A branch name: "捷安騎士單車 西屯店" in Taiwan, "Velo Lyon Croix-Rousse" elsewhere. */
export function storeName(dealer: string, country: CountryCode, area: string): string {
  return country === 'TW'
    ? `${dealer} ${area.length > 2 ? area.replace(/區$/, '') : area}店`
    : `${dealer} ${area}`
}
