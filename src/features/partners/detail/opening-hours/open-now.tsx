import type { ComponentProps } from 'react'

import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { ClockIcon } from '@/components/ui/icons'

import { formatDay } from '../../model/format-day'
import { daysBetween, shiftWeekday } from '../../model/opening-hours/calendar'
import { formatTime, weekdayName } from '../../model/opening-hours/format-time'
import type { LocalNow } from '../../model/opening-hours/local-now'
import type { NextOpening, OpeningStatus } from '../../model/opening-hours/opening-status'

import * as styles from './open-now.module.css'

type OpenNowProps = Omit<ComponentProps<'p'>, 'children'> & {
  status: OpeningStatus
  /** The partner's wall clock the status was computed for: the page's one (PartnerTime.local). */
  local: LocalNow
  /** The partner's zone when the viewer's clock differs: the line then adds the partner's time. */
  otherZone?: string
  language: string
}

export type Tone = 'open' | 'soon' | 'closed'

const SOON_MINUTES = 60

function toneOf(status: OpeningStatus): Tone {
  if (status.kind === 'open') return 'open'
  const opens = status.kind === 'opens' ? status : status.kind === 'closed-today' ? status.opens : undefined
  return opens && opens.inMinutes <= SOON_MINUTES ? 'soon' : 'closed'
}

/**
 * The partner's "open now" line, with the partner's wall clock when the viewer's differs. The
 * tone colours only repeat what the words say (open, opens, closed), never replace them. Static
 * content, not a live region: it is computed once for `now`.
 */
export function OpenNow({ status, local, otherZone, language, className, ...props }: OpenNowProps) {
  const { t } = useTranslation('detail')
  const tone = toneOf(status)

  return (
    <p
      className={[styles.openNow, styles[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...props}
    >
      <ClockIcon className={styles.icon} />
      <span>{statusText(status, { t, language, today: local })}</span>
      {otherZone && (
        <span className={styles.localTime}>
          {t('openingHours.status.localTime', { time: formatTime(local.minutes, language), zone: otherZone })}
        </span>
      )}
    </p>
  )
}

type TextContext = { t: TFunction<'detail'>; language: string; today: LocalNow }

function statusText(status: OpeningStatus, context: TextContext): string {
  const { t, language, today } = context
  const withReason = (key: string, reason?: string, values: Record<string, string> = {}) =>
    reason
      ? t(`openingHours.status.${key}Reason`, { ...values, reason })
      : t(`openingHours.status.${key}`, values)

  switch (status.kind) {
    case 'open': {
      if (status.until === undefined) return t('openingHours.status.open')
      const time = formatTime(status.until, language)
      if (!status.untilDay) return t('openingHours.status.openUntil', { time })
      if (status.untilDay === shiftWeekday(today.weekday, 1))
        return t('openingHours.status.openUntilTomorrow', { time })
      return t('openingHours.status.openUntilDay', { time, day: weekdayName(status.untilDay, language) })
    }
    case 'opens': {
      const opens = opensText(status, context)
      return status.afterClosure
        ? t('openingHours.status.opensAfterClosure', { opens, reason: status.afterClosure })
        : opens
    }
    case 'closed-today': {
      const closed = withReason('closedToday', status.reason)
      if (!status.opens) return closed
      return t('openingHours.status.joined', { first: closed, second: opensText(status.opens, context) })
    }
    case 'closed-through':
      return withReason('closedThrough', status.reason, {
        date: formatDay(status.lastDay, language, { year: false }),
      })
    case 'closed-until-further-notice':
      return withReason('closedIndefinitely', status.reason)
    case 'no-hours':
      return t('openingHours.status.noHours')
  }
}

function opensText(opens: NextOpening, { t, language, today }: TextContext): string {
  const time = formatTime(opens.at, language)
  if (opens.day === 'today') return t('openingHours.status.opensToday', { time })
  if (opens.day === 'tomorrow') return t('openingHours.status.opensTomorrow', { time })
  // A week or more ahead, the weekday alone would read as this week's: name the date too.
  const day =
    daysBetween(today.date, opens.date) >= 7
      ? formatDay(opens.date, language, { year: false })
      : weekdayName(opens.day, language)
  return t('openingHours.status.opensOn', { time, day })
}
