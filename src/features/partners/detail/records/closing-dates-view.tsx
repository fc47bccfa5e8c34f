import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import type { ClosingDate } from '@/entities/closing-date'

import type { ClosureSpan } from '../../model/closures'
import { formatDay, formatDayRange } from '../../model/format-day'

import { scheduleClosures } from './closing-schedule'
import * as styles from './closing-dates-view.module.css'

type ClosingDatesViewProps = {
  closingDates: readonly ClosingDate[]
  /** yyyy-MM-dd: the viewer's today, which splits current and upcoming closures from past ones. */
  today: string
  language: string
  /** Buttons that act on one closure (change, delete), after its text. */
  actions?: (record: ClosingDate) => ReactNode
}

/** Current and upcoming closures first; past ones folded away under a summary. */
export function ClosingDatesView({ closingDates, today, language, actions }: ClosingDatesViewProps) {
  const { t } = useTranslation('detail')
  const { ahead, past } = scheduleClosures(closingDates, today)
  return (
    <div className={styles.view}>
      {ahead.length > 0 ? (
        <ul className={styles.list}>
          {ahead.map((span) => (
            <Closure
              key={span.record.id}
              span={span}
              language={language}
              current={span.current}
              actions={actions}
            />
          ))}
        </ul>
      ) : (
        past.length > 0 && <p className={styles.none}>{t('records.closingDates.noneAhead')}</p>
      )}
      {past.length > 0 && (
        <details className={styles.past}>
          <summary>{t('records.closingDates.past', { count: past.length })}</summary>
          <ul className={styles.list}>
            {past.map((span) => (
              <Closure
                key={span.record.id}
                span={span}
                language={language}
                current={false}
                actions={actions}
              />
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}

type ClosureProps = Pick<ClosingDatesViewProps, 'actions'> & {
  span: ClosureSpan
  language: string
  current: boolean
}

function Closure({ span, language, current, actions }: ClosureProps) {
  const { t } = useTranslation('detail')
  const { reason } = span
  return (
    <li className={styles.item}>
      <span className={styles.when}>
        <When span={span} language={language} />
      </span>
      {current && <span className={styles.now}>{t('records.closingDates.now')}</span>}
      {reason && <span className={styles.reason}>{reason}</span>}
      {actions?.(span.record)}
    </li>
  )
}

function When({ span: { start, end, openEnded }, language }: { span: ClosureSpan; language: string }) {
  const { t } = useTranslation('detail')
  if (start === undefined) return t('records.closingDates.undated')
  if (openEnded) return t('records.closingDates.openEnded', { date: formatDay(start, language) })
  if (end === undefined || end === start) return <time dateTime={start}>{formatDay(start, language)}</time>
  return formatDayRange(start, end, language)
}
