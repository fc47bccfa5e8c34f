import { FIRST_REQUEST_MAX_AGE_MS } from '@/lib/data-service/first-requests'
import { firstScriptHandOff } from '@/lib/page-load/hand-off'

import type { FirstValueField, FirstValues } from '../model/first-values'

/** The address a first value belongs to: its page's path and query. */
export const addressOf = (location: Pick<Location, 'pathname' | 'search'>) =>
  location.pathname + location.search

/**
 * Keeps the values the first script has just shown on the pre-rendered page (FirstValue): once the
 * app has passed its sign-in gate it renders that frame anew, and shows them again rather than
 * blanking them until the partner has rendered. Through the first script's hand-off
 * (lib/page-load/hand-off.ts): the first script and the app are two bundles.
 */
export function keepShownFirstValues(
  values: FirstValues,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const handOff = firstScriptHandOff()
  if (handOff) handOff.shownValues = { address: addressOf(location), values, at: Date.now() }
}

/**
 * A value the first script showed on this very address, moments ago (as long as its answer may be
 * adopted): never another page's, nor a partner seen earlier in the visit.
 */
export function shownFirstValue(field: FirstValueField): string | undefined {
  const shown = firstScriptHandOff()?.shownValues
  if (!shown || shown.address !== addressOf(window.location)) return undefined
  return Date.now() - shown.at < FIRST_REQUEST_MAX_AGE_MS ? shown.values[field] : undefined
}
