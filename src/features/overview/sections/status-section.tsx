import { useTranslation } from 'react-i18next'

import { PARTNER_LIST_KINDS, PARTNER_LIST_ROUTES } from '@/config/routes'
import { PARTNER_STATUSES } from '@/entities/partner-kinds'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { DEFAULT_LIST_STATE, serializeListState } from '@/features/partners/model/list-state'

import { BarChart, type ChartGroup } from '../charts/bar-chart'
import type { PartnerFigures } from '../model/network-figures'
import { statusKey } from '../model/network-folds'
import type { StatusTotals } from '../model/status-totals'

import { Figures } from './figures'
import { selectBar } from './select-these'

type StatusSectionProps = {
  totals: StatusTotals | undefined
  /** Every partner, read: who each bar counts, for its "Select these N". */
  partners: PartnerFigures | undefined
}

/**
 * Partners by status, all and by type, every bar a link to that list filtered by that status,
 * and once every partner is read, "Select these N" for exactly the partners it counts.
 */
export function StatusSection({ totals, partners }: StatusSectionProps) {
  const { t, i18n } = useTranslation('overview')
  const number = numberFormat(i18n.language)
  const groups: ChartGroup[] = PARTNER_LIST_KINDS.map((kind) => {
    const group = t(`common:${PARTNER_LIST_ROUTES[kind].titleKey}`)
    return {
      key: kind,
      label: group,
      bars: PARTNER_STATUSES.map((status) => {
        const count = totals?.[kind][status] ?? 0
        const label = t(`common:status.${status}`)
        return {
          key: `${kind}:${status}`,
          label,
          value: count,
          tone: status,
          path: `${PARTNER_LIST_ROUTES[kind].path}${serializeListState({ ...DEFAULT_LIST_STATE, status: [status] })}`,
          name: t('status.bar', { group, status: label, count }),
          ...(partners && { partners: partners.statuses.get(statusKey(kind, status)) ?? [] }),
        }
      }),
    }
  })
  return (
    <Figures
      id="status"
      title={t('status.title')}
      description={t('status.description')}
      ready={Boolean(totals)}
    >
      <BarChart
        labelledBy="status-title"
        groups={groups}
        caption={t('status.title')}
        formatValue={(value) => number.format(value)}
        select={selectBar}
      />
    </Figures>
  )
}
