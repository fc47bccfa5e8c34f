import type { TFunction } from 'i18next'

import { formatDay, formatDayRange } from '../../model/format-day'

import type { ItemResult, SkipReason, Words } from './bulk-change'

/** How a line ended, in words (the `run` namespace, locales/{lng}/run.json). */
export const outcomeWords: Record<ItemResult['kind'], Words> = {
  done: { key: 'run:outcome.done' },
  skipped: { key: 'run:outcome.skipped' },
  failed: { key: 'run:outcome.failed' },
}

/** Why a step wrote nothing, in words: the report, its CSV and the screens say it the same way. */
export function skipReasonWords(reason: SkipReason): Words {
  switch (reason.kind) {
    case 'already':
      return { key: 'run:skip.already' }
    case 'overlaps':
      return reason.to === undefined || reason.to === reason.from
        ? { key: 'run:skip.overlapsDay', days: { from: { from: reason.from } } }
        : { key: 'run:skip.overlaps', days: { from: { from: reason.from }, to: { from: reason.to } } }
    case 'no-store-settings':
      return { key: 'run:skip.noStoreSettings' }
    case 'nothing-to-change':
      return { key: 'run:skip.nothingToChange' }
    case 'changed-since':
      return { key: 'run:skip.changedSince', values: { fields: reason.fields.join(', ') } }
    case 'gone':
      return { key: 'run:skip.gone' }
  }
}

/** Why a line was skipped or failed; a done line needs no reason. */
export function lineReasonWords(line: ItemResult): Words | undefined {
  if (line.kind === 'skipped') return skipReasonWords(line.reason)
  return line.kind === 'failed' ? line.reason : undefined
}

/** One day, or the first and last of a span: in `language` for a screen, yyyy-MM-dd for a file. */
function dayText({ from, to }: { from: string; to?: string }, language?: string) {
  const span = to !== undefined && to !== from
  if (language === undefined) return span ? `${from} – ${to}` : from
  return span ? formatDayRange(from, to, language) : formatDay(from, language)
}

/**
 * Words as text in the language of `t`: the report keeps words, so it follows the language. A
 * screen passes its `language` for the days; without one (the report's CSV) they stay yyyy-MM-dd.
 */
export function sayWords(t: TFunction, words: Words | undefined, language?: string): string {
  if (!words) return ''
  const days = Object.fromEntries(
    Object.entries(words.days ?? {}).map(([name, span]) => [name, dayText(span, language)]),
  )
  return t(words.key, { ...words.values, ...days })
}
