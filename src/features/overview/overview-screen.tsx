import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format-date'

import { QueryError } from '@/lib/data-service/query-error'

import * as styles from './sections/sections.module.css'
import * as screen from '@/components/ui/screen.module.css'
import { AttentionSection } from './sections/attention-section'
import { CalendarSection } from './sections/calendar-section'
import { ClosedTodaySection } from './sections/closed-today-section'
import { CountrySection } from './sections/country-section'
import { StatusSection } from './sections/status-section'
import { useReadAt } from './read-at'
import { ReadingBar } from './reading-bar'
import { useOverview } from './use-overview'

/**
 * The network at a glance: partners by status and by country as charts whose bars open the
 * lists behind them, who is closed today and over the next two weeks, and the records that
 * need attention, each part shown as soon as its records are read and counted.
 */
export function OverviewScreen() {
  const { t, i18n } = useTranslation('overview')
  const overview = useOverview()
  const { time, offline } = useReadAt(overview.readAt, overview.done)
  const when = time > 0 ? formatDateTime(new Date(time).toISOString(), i18n.language) : ''
  return (
    <div className={screen.screen}>
      <header className={screen.header}>
        <div>
          <h1 id="page-title">{t('common:pages.overview')}</h1>
          <p className={styles.description}>{t('intro')}</p>
        </div>
        <div className={styles.readAt}>
          <p role="status">
            {overview.fetching && time === 0
              ? t('reading')
              : overview.stopped
                ? t('stopped')
                : when
                  ? t(offline ? 'readAtOffline' : 'readAt', { time: when })
                  : ''}
          </p>
          <Button variant="secondary" loading={overview.fetching} onClick={() => void overview.refresh()}>
            {overview.fetching && time > 0 ? t('refreshing') : t('refresh')}
          </Button>
          {overview.fetching ? <ReadingBar onStop={overview.stop} /> : null}
        </div>
      </header>
      {overview.error ? <QueryError error={overview.error} onRetry={overview.retry} /> : null}
      <div className={styles.charts}>
        <StatusSection totals={overview.totals} partners={overview.partners} />
        <CountrySection partners={overview.partners} />
      </div>
      <div className={styles.charts}>
        <ClosedTodaySection closures={overview.closures} />
        <CalendarSection closures={overview.closures} />
      </div>
      <AttentionSection overview={overview} />
    </div>
  )
}
