import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { downloadText } from '@/lib/csv'
import { isoDay } from '@/lib/format-date'

import type { AttentionKind } from '../model/attention-rules'
import { ATTENTION_KINDS } from '../model/attention-rules'
import type { AttentionItem } from '../model/network-figures'
import type { Overview } from '../use-overview'

import { attentionCsv } from './attention-csv'
import { PartnerLinks } from './partner-links'
import * as styles from './sections.module.css'

/** Each list once the records it comes from have been counted; undefined until then. */
function attentionLists(overview: Overview): Record<AttentionKind, AttentionItem[] | undefined> {
  const { partners, closures, settings, noHours } = overview
  return {
    noLocation: partners?.noLocation,
    noHours,
    badEmail: partners && settings ? [...partners.badEmail, ...settings.badEmail] : undefined,
    backwardsClosure: closures?.backwardsClosure,
    blockedWhileActive: settings?.blockedWhileActive,
    parentProblem: partners?.parentProblem,
  }
}

/** The records that need fixing, by kind: a count, the partners as links, and a CSV of them. */
export function AttentionSection({ overview }: { overview: Overview }) {
  const { t } = useTranslation('overview')
  const lists = attentionLists(overview)
  return (
    <section aria-labelledby="attention-title" className={styles.section}>
      <h2 id="attention-title">{t('attention.title')}</h2>
      <div className={styles.attention}>
        {ATTENTION_KINDS.map((kind) => (
          <AttentionList key={kind} kind={kind} items={lists[kind]} />
        ))}
      </div>
    </section>
  )
}

function AttentionList({ kind, items }: { kind: AttentionKind; items: AttentionItem[] | undefined }) {
  const { t } = useTranslation('overview')
  const title = t(`attention.kinds.${kind}.title`)
  const partners = items ? new Set(items.map(({ partner }) => partner.id)).size : 0
  function exportCsv() {
    if (!items) return
    downloadText(
      attentionCsv(items, t),
      `${t('attention.exportName', { what: title, count: partners })} ${isoDay(new Date())}.csv`,
    )
  }
  return (
    <section aria-labelledby={`attention-${kind}`} aria-busy={!items || undefined} className={styles.card}>
      <div className={styles.sectionHeader}>
        <h3 id={`attention-${kind}`}>
          {title}
          <span className={styles.count}>
            {items ? t('attention.count', { count: partners }) : t('readingPart')}
          </span>
        </h3>
        {items && items.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={exportCsv} aria-describedby={`attention-${kind}`}>
            {t('attention.export')}
          </Button>
        ) : null}
      </div>
      <p className={styles.description}>{t(`attention.kinds.${kind}.description`)}</p>
      {items === undefined ? null : items.length === 0 ? (
        <p className={styles.ok}>{t('attention.none')}</p>
      ) : (
        <PartnerLinks items={items} label={title} />
      )}
    </section>
  )
}
