import { useMemo, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LocalizedLink } from '@/components/ui/localized-link'
import { partnerDetailPath } from '@/config/routes'

import type { AttentionItem } from '../model/network-figures'

import { SelectThese } from './select-these'
import { uniquePartners } from './unique-partners'
import * as styles from './sections.module.css'

/** Shown at first, and added by each "Show more": a list of 20,000 links is no help to anyone. */
const STEP = 25

type PartnerLinksProps = { items: readonly AttentionItem[]; label: string }

/**
 * "Select these N" (all of them, not only those shown), then partners as links to their pages, in the service's order (as the lists show them: sorting
 * 17,000 names by the language's collation took a long task), with what is wrong where it says
 * more than the heading; the first few, and more on demand (the export holds them all).
 */
export function PartnerLinks({ items, label }: PartnerLinksProps) {
  const { t } = useTranslation('overview')
  const [shown, setShown] = useState(STEP)
  // A list can name one partner for two flaws: chosen once.
  const partners = useMemo(() => uniquePartners(items.map(({ partner }) => partner)), [items])
  const left = items.length - shown
  return (
    <>
      <SelectThese partners={partners} what={label} />
      <ul className={styles.links} aria-label={label}>
        {items.slice(0, shown).map(({ partner, reason, value }, index) => (
          <li key={`${partner.id}:${reason ?? ''}:${index}`}>
            {partner.bpType ? (
              <LocalizedLink to={partnerDetailPath(partner.bpType, partner.id)}>{partner.name}</LocalizedLink>
            ) : (
              <span>{partner.name}</span>
            )}
            <span className={styles.meta}>
              {[
                partner.bpType ? t(`common:bpType.${partner.bpType}`) : '',
                partner.city,
                reason ? t(`attention.reason.${reason}`) : '',
                value ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {left > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => setShown((count) => count + STEP * 4)}>
          {t('attention.showMore', { count: Math.min(left, STEP * 4) })}
        </Button>
      ) : null}
    </>
  )
}
