import { useMemo, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LocalizedLink } from '@/components/ui/localized-link'
import { partnerDetailPath } from '@/config/routes'

import type { AttentionItem } from '../model/network-figures'
import { byName } from '../model/partner-ref'

import * as styles from './sections.module.css'

/** Shown at first, and added by each "Show more": a list of 20,000 links is no help to anyone. */
const STEP = 25

type PartnerLinksProps = { items: readonly AttentionItem[]; label: string }

/**
 * Partners as links to their pages, by name, with what is wrong where it says more than the
 * heading; the first few, and more on demand (the export holds them all).
 */
export function PartnerLinks({ items, label }: PartnerLinksProps) {
  const { t, i18n } = useTranslation('overview')
  const [shown, setShown] = useState(STEP)
  const sorted = useMemo(() => {
    const order = byName(i18n.language)
    return [...items].sort((a, b) => order(a.partner, b.partner))
  }, [items, i18n.language])
  const left = sorted.length - shown
  return (
    <>
      <ul className={styles.links} aria-label={label}>
        {sorted.slice(0, shown).map(({ partner, reason, value }, index) => (
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
