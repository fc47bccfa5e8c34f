import type { TFunction } from 'i18next'

import type { ClosureSpan } from '../../model/closures'
import { formatDay, formatDayRange } from '../../model/format-day'

/**
 * A closure's days as one phrase ("24–26 Dec 2026"), for buttons, questions and messages: a
 * record's span, or days not (yet) a record's, such as a bulk change's.
 */
export function closureWhen(
  { start, end, openEnded }: Pick<ClosureSpan, 'start' | 'end' | 'openEnded'>,
  language: string,
  t: TFunction<'detail'>,
) {
  if (!start) return t('records.closingDates.undated')
  if (openEnded) return t('records.closingDates.openEnded', { date: formatDay(start, language) })
  return end && end !== start ? formatDayRange(start, end, language) : formatDay(start, language)
}

/** A closure as a problem names it ("overlaps 24–26 Dec 2026 (Christmas)"): its days and reason. */
export function closureNamed(span: ClosureSpan, language: string, t: TFunction<'detail'>) {
  const when = closureWhen(span, language, t)
  return span.reason ? `${when} (${span.reason})` : when
}
