import { useTranslation } from 'react-i18next'

import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import type { BusinessPartnerWritable } from '@/entities/business-partner-writable'
import { isUnreadable } from '@/lib/data-service/tolerant-read'

import { webHref, webLinkText } from '../../model/web-href'

import * as styles from './records.module.css'

type WebLinksViewProps = { writables: readonly BusinessPartnerWritable[] }

const FIELDS = [
  { key: 'url', label: 'records.webLinks.url' },
  { key: 'Facebook', label: 'records.webLinks.facebook' },
  { key: 'instagram', label: 'records.webLinks.instagram' },
] as const

/** A partner's website and social accounts. */
export function WebLinksView({ writables }: WebLinksViewProps) {
  const { t } = useTranslation('detail')
  return (
    <ul className={styles.stack}>
      {writables.map((writable) => (
        <li key={writable.id}>
          <DescriptionList>
            {FIELDS.map(({ key, label }) => (
              <DescriptionItem key={key} term={t(label)} unreadable={isUnreadable(writable, key)}>
                {writable[key]?.trim() ? <WebLink label={t(label)} value={writable[key]} /> : undefined}
              </DescriptionItem>
            ))}
          </DescriptionList>
        </li>
      ))}
    </ul>
  )
}

/**
 * A link only for an http(s) address; anything else (javascript:, data:, mailto:, a bare
 * name) stays inert text, and says so to screen readers. The link's name starts with its
 * field ("Website: www.example.com") and still contains the visible text (WCAG 2.5.3).
 */
function WebLink({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('detail')
  const href = webHref(value)
  if (!href) {
    return (
      <>
        {value}
        <span className="visually-hidden"> {t('records.webLinks.notWeb')}</span>
      </>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <span className="visually-hidden">{t('records.webLinks.namePrefix', { label })} </span>
      {webLinkText(value)}
      <span className="visually-hidden"> {t('records.webLinks.newTab')}</span>
    </a>
  )
}
