import type { TFunction } from 'i18next'

import type { PartnerListKind } from '@/config/routes'

/** "340 dealers": the partners a bulk change touches, named as their list names them (`t` of run). */
export const partnersText = (t: TFunction<'run'>, kind: PartnerListKind, count: number): string =>
  t(`partners.${kind}`, { count })
