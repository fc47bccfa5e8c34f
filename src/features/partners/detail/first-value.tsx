import { useHydrated } from '@/lib/use-hydrated'

import { FIRST_VALUE_ATTRIBUTE, type FirstValueField } from '../model/first-values'

import { shownFirstValue } from './first-values-shown'
import * as styles from './partner-detail.module.css'

/** What React writes inside a FirstValue, on the server and in the browser: nothing. */
const NOTHING = { __html: '' }

/**
 * Where the document's first script writes one of the awaited partner's values before the app
 * has run (docs/decisions/019). While React hydrates the pre-rendered page, it leaves what is
 * inside alone (its content is set as HTML, which hydration does not compare); once the page
 * renders its frame anew, it shows the same value again (shownFirstValue), until the partner has
 * rendered. Empty, it is a placeholder bar.
 */
export function FirstValue({ field }: { field: FirstValueField }) {
  const hydrated = useHydrated()
  const named = { [FIRST_VALUE_ATTRIBUTE]: field, className: styles.firstValue }
  if (!hydrated) return <span {...named} dangerouslySetInnerHTML={NOTHING} suppressHydrationWarning />
  // The frame rendered anew past the sign-in gate: what the first script showed, shown again.
  return <span {...named}>{shownFirstValue(field)}</span>
}
