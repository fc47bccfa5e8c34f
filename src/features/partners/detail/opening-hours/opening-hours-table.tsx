import type { ComponentProps } from 'react'

import { useTranslation } from 'react-i18next'

import type { Weekday } from '@/entities/opening-hour'

import { formatRange, weekdayName } from '../../model/opening-hours/format-time'
import * as styles from './opening-hours.module.css'
import { SPAN_NAMES, WEEK_ORDER, type DaySpans, type Range } from '../../model/opening-hours/week'

type OpeningHoursTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** The named spans per weekday: `toDaySpans(rows)`. */
  days: Record<Weekday, DaySpans>
  /** The page's language, for weekday names and times. */
  language: string
  /** The partner's current weekday: that row is highlighted and marked as the current date. */
  today?: Weekday
  /** Keeps the caption for screen readers only, under a heading that already says it. */
  captionHidden?: boolean
}

/**
 * A partner's week: one row per weekday, Monday first, one column per
 * span the week uses (a week without evening hours shows no empty evening column).
 */
export function OpeningHoursTable({
  days,
  language,
  today,
  captionHidden = false,
  className,
  ...props
}: OpeningHoursTableProps) {
  const { t } = useTranslation('detail')
  const used = SPAN_NAMES.filter((span) => WEEK_ORDER.some((day) => days[day][span]))
  const columns = used.length > 0 ? used : SPAN_NAMES

  return (
    <table className={[styles.table, className].filter(Boolean).join(' ')} {...props}>
      <caption className={captionHidden ? 'visually-hidden' : styles.caption}>
        {t('openingHours.caption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('openingHours.day')}</th>
          {columns.map((span) => (
            <th key={span} scope="col">
              {t(`openingHours.${span}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEK_ORDER.map((day) => {
          const spans = days[day]
          const isToday = day === today
          const open = columns.some((span) => spans[span])
          return (
            <tr
              key={day}
              className={isToday ? styles.today : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row">
                <span className={styles.weekday}>{weekdayName(day, language)}</span>
                {isToday && (
                  <>
                    {' '}
                    <span className={styles.todayTag}>{t('openingHours.today')}</span>
                  </>
                )}
              </th>
              {open ? (
                columns.map((span) => <SpanCell key={span} range={spans[span]} language={language} />)
              ) : (
                <td colSpan={columns.length} className={styles.closed}>
                  {t('openingHours.closed')}
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function SpanCell({ range, language }: { range: Range | undefined; language: string }) {
  const { t } = useTranslation('detail')
  if (!range) {
    return (
      <td className={styles.empty}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('openingHours.noSpan')}</span>
      </td>
    )
  }
  const { text, nextDay } = formatRange(range, language)
  return (
    <td className={styles.time}>
      {text}
      {nextDay && <span className={styles.hint}> {t('openingHours.nextDay')}</span>}
    </td>
  )
}
