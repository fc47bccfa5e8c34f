import * as z from 'zod/mini'

import type { BusinessPartner } from '@/entities/business-partner'
import { BP_TYPES, PARTNER_STATUSES } from '@/entities/partner-kinds'

/**
 * A partner as the jump dialog lists it (name, type, city, status) and as the
 * recently opened list keeps it: enough to show the option and open the detail page.
 */
export const JumpOptionSchema = z.object({
  id: z.number(),
  bpType: z.enum(BP_TYPES),
  name: z.string(),
  city: z.string(),
  status: z.nullish(z.enum(PARTNER_STATUSES)),
})
export type JumpOption = z.output<typeof JumpOptionSchema>

/** A partner without a type has no detail page to jump to: it is no option. */
export function toJumpOption(partner: BusinessPartner): JumpOption | undefined {
  const { id, bpType, name, city, status } = partner
  return bpType ? { id, bpType, name, city, status } : undefined
}
