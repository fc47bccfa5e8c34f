import { useMemo } from 'react'

import { useTranslation } from 'react-i18next'

import { formatDay } from '@/features/partners/model/format-day'

import type { ClosureFigures } from '../model/network-figures'
import { closedOnDay } from '../model/closed-days'

import { Figures } from './figures'
import { PartnerLinks } from './partner-links'
import * as styles from './sections.module.css'

/** The partners whose closing dates cover today, as links. */
export function ClosedTodaySection({ closures }: { closures: ClosureFigures | undefined }) {
  const { t, i18n } = useTranslation('overview')
  const items = useMemo(
    () => (closures ? closedOnDay(closures.closed, 0).map((partner) => ({ partner })) : []),
    [closures],
  )
  const date = closures?.days[0] ? formatDay(closures.days[0], i18n.language) : ''
  return (
    <Figures id="closed-today" title={t('closedToday.title')} ready={Boolean(closures)}>
      <p className={styles.summary}>
        {items.length > 0
          ? t('closedToday.summary', { count: items.length, date })
          : t('closedToday.none', { date })}
      </p>
      {items.length > 0 ? <PartnerLinks items={items} label={t('closedToday.title')} /> : null}
    </Figures>
  )
}
