import { useTranslation } from 'react-i18next'

import { Select, type SelectOption } from '@/components/ui/select'
import type { BpType } from '@/entities/business-partner'
import { BP_TYPES } from '@/entities/partner-kinds'

import * as styles from './sections.module.css'

type CalendarFiltersProps = {
  type: BpType | undefined
  onTypeChange: (type: BpType | undefined) => void
  country: string | undefined
  onCountryChange: (country: string | undefined) => void
  countries: readonly SelectOption<string>[]
}

/** What the closure calendar counts: every type or one, every country or one. */
export function CalendarFilters({
  type,
  onTypeChange,
  country,
  onCountryChange,
  countries,
}: CalendarFiltersProps) {
  const { t } = useTranslation('overview')
  return (
    <div className={styles.filters}>
      <Select
        className={styles.filter}
        label={t('calendar.type')}
        options={BP_TYPES.map((value) => ({ value, label: t(`common:bpType.${value}`) }))}
        value={type}
        onChange={onTypeChange}
        allowEmpty
        emptyLabel={t('calendar.allTypes')}
        placeholder={t('calendar.allTypes')}
      />
      <Select
        className={styles.filter}
        label={t('calendar.country')}
        options={countries}
        value={country}
        onChange={onCountryChange}
        allowEmpty
        emptyLabel={t('calendar.allCountries')}
        placeholder={t('calendar.allCountries')}
      />
    </div>
  )
}
