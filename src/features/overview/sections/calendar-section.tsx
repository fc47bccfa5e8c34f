import { Suspense, useMemo, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import type { BpType } from '@/entities/business-partner'
import { countryName } from '@/lib/countries'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { formatDay } from '@/features/partners/model/format-day'

import { ClosureCalendar } from '../charts/closure-calendar'
import { TableToggle } from '../charts/table-toggle'
import { closedOnDay, closedPerDay, type CalendarFilter } from '../model/closed-days'
import type { ClosureFigures } from '../model/network-figures'

import { Figures } from './figures'

// The house dropdown's code is on the lists' first load: shared with the overview's chunk it was
// moved into one more script there, so the filters come in a chunk of their own
// (docs/decisions/023).
const CalendarFilters = lazyNamed(() => import('./calendar-filters'), 'CalendarFilters')
import { PartnerLinks } from './partner-links'
import * as styles from './sections.module.css'

/**
 * How many partners are closed on each of the next 14 days, by type and country, as a heat map;
 * a day lists its partners below it (today's to begin with).
 */
export function CalendarSection({ closures }: { closures: ClosureFigures | undefined }) {
  const { t, i18n } = useTranslation('overview')
  const language = i18n.language
  const [type, setType] = useState<BpType>()
  const [country, setCountry] = useState<string>()
  const [selected, setSelected] = useState(0)
  const filter: CalendarFilter = { ...(type && { type }), ...(country && { country }) }
  const days = closures?.days ?? []
  const counts = closures ? closedPerDay(closures.closed, days.length, filter) : []
  const countries = useMemo(() => {
    const codes = new Set(closures?.closed.map(({ partner }) => partner.country).filter(Boolean))
    return [...codes]
      .map((code) => ({ value: code, label: countryName(code, language) }))
      .sort((a, b) => a.label.localeCompare(b.label, language))
  }, [closures, language])
  const day = days[selected]
  const date = day ? formatDay(day, language) : ''
  const items = closures ? closedOnDay(closures.closed, selected, filter).map((partner) => ({ partner })) : []

  return (
    <Figures
      id="calendar"
      title={t('calendar.title')}
      description={t('calendar.description')}
      ready={Boolean(closures)}
    >
      <Suspense fallback={<div className={styles.filters} />}>
        <CalendarFilters
          type={type}
          onTypeChange={setType}
          country={country}
          onCountryChange={setCountry}
          countries={countries}
        />
      </Suspense>
      <p id="calendar-label" className="visually-hidden">
        {days.length > 0
          ? t('calendar.label', {
              from: formatDay(days[0]!, language, { year: false }),
              to: formatDay(days.at(-1)!, language, { year: false }),
            })
          : ''}
      </p>
      <ClosureCalendar
        labelledBy="calendar-label"
        days={days}
        counts={counts}
        selected={selected}
        onSelect={setSelected}
        language={language}
        nameOf={(index, shown) =>
          t('calendar.dayButton', {
            shown,
            date: formatDay(days[index] ?? '', language),
            count: counts[index] ?? 0,
          })
        }
      />
      <TableToggle
        caption={t('calendar.title')}
        formatValue={(value) => numberFormat(language).format(value)}
        groups={[
          {
            key: 'days',
            bars: days.map((day, index) => ({
              key: day,
              label: formatDay(day, language),
              value: counts[index] ?? 0,
              tone: 'count',
              name: t('calendar.day', { date: formatDay(day, language), count: counts[index] ?? 0 }),
            })),
          },
        ]}
      />
      <h3 className={styles.dayTitle} aria-live="polite">
        {t('calendar.dayList', { count: items.length, date })}
      </h3>
      {items.length > 0 ? <PartnerLinks items={items} label={date} /> : null}
    </Figures>
  )
}
