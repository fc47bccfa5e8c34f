import type { TFunction } from 'i18next'

import type { PartnerListKind } from '@/config/routes'

import type { Words } from '../run/bulk-change'

/** A run's words (its title, a failure's reason) in the language shown now. */
export const wordsText = (t: TFunction, words: Words): string => t(words.key, words.values ?? {})

/** "340 dealers": the partners a bulk change touches, named as their list names them (`t` of bulk). */
export const partnersText = (t: TFunction<'run'>, kind: PartnerListKind, count: number): string =>
  t(`partners.${kind}`, { count })
