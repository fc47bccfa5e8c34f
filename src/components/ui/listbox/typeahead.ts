const collators = new Map<string, Intl.Collator>()

function collatorFor(locale: string | undefined): Intl.Collator {
  const key = locale ?? ''
  let collator = collators.get(key)
  if (!collator) {
    // `base` ignores case and accents ("a" finds "Åland"), and compares Chinese characters as
    // themselves; creating a Collator is slow, so one per locale is kept.
    collator = new Intl.Collator(locale, { sensitivity: 'base', usage: 'search' })
    collators.set(key, collator)
  }
  return collator
}

/** Whether `label` starts with `query`, ignoring case and accents. */
export function labelStartsWith(label: string, query: string, locale?: string): boolean {
  const wanted = query.normalize('NFC')
  const head = label.normalize('NFC').slice(0, wanted.length)
  return collatorFor(locale).compare(head, wanted) === 0
}

/** First index at or after `start`, wrapping round, whose label starts with `query`; -1 if none. */
export function findPrefixMatch(
  labels: readonly string[],
  query: string,
  start: number,
  locale?: string,
): number {
  const count = labels.length
  if (count === 0 || query === '') return -1
  const from = ((start % count) + count) % count
  for (let step = 0; step < count; step++) {
    const index = (from + step) % count
    if (labelStartsWith(labels[index] ?? '', query, locale)) return index
  }
  return -1
}

/**
 * The row type-ahead moves to after the user has typed `typed` (everything since the last pause)
 * while row `active` was active; -1 when no label matches.
 *
 * A growing string ("un", "uni") keeps the active row while it still matches. One character, or
 * the same character again and again ("b", "bb"), moves on to the next row starting with it, so
 * pressing "b" repeatedly cycles through the B rows (WAI-ARIA APG listbox type-ahead).
 */
export function typeaheadTarget(
  labels: readonly string[],
  typed: string,
  active: number,
  locale?: string,
): number {
  const characters = [...typed]
  const first = characters[0]
  if (first === undefined) return -1
  const cycling = characters.every((character) => character === first)
  return cycling
    ? findPrefixMatch(labels, first, active + 1, locale)
    : findPrefixMatch(labels, typed, Math.max(active, 0), locale)
}
