import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { partnerDetailPath } from '@/config/routes'

import * as formStyles from '../edit-form.module.css'

import * as styles from './opening-hours-form.module.css'
import { weekSharersQuery } from './week-sharers'

type WeekSharersNoticeProps = {
  /** Its id: the Save button is described by it. */
  id: string
  rowIds: readonly number[]
  partnerId: number
}

/**
 * Who else a save changes: the week is shared through templates, so before Save
 * the form says how many partners use it and names each with a link, "so nobody changes thirty
 * stores by accident".
 */
export function WeekSharersNotice({ id, rowIds, partnerId }: WeekSharersNoticeProps) {
  const { t } = useTranslation('detail')
  const query = useQuery(weekSharersQuery(rowIds))
  if (query.isPending) return <p id={id}>{t('edit.openingHours.sharers.finding')}</p>
  if (query.isError)
    return (
      <p id={id} role="alert" className={formStyles.notice}>
        {t('edit.openingHours.sharers.unknown')}
      </p>
    )
  const sharers = query.data
  const others = sharers.filter((partner) => partner.id !== partnerId)
  if (others.length === 0) return <p id={id}>{t('edit.openingHours.sharers.onlyThis')}</p>
  return (
    <div id={id} className={formStyles.notice}>
      <p className={styles.sharedText}>{t('edit.openingHours.sharers.shared', { count: sharers.length })}</p>
      <ul className={styles.sharers}>
        {sharers.map((partner) => (
          <li key={partner.id}>
            {partner.bpType ? (
              <Link to={partnerDetailPath(partner.bpType, partner.id)}>
                {partner.name ?? `#${partner.id}`}
              </Link>
            ) : (
              (partner.name ?? `#${partner.id}`)
            )}
            {partner.id === partnerId && ` ${t('edit.openingHours.sharers.thisPartner')}`}
          </li>
        ))}
      </ul>
    </div>
  )
}
