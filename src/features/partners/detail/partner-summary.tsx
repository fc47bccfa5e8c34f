import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { partnerDetailPath } from '@/config/routes'
import type { BpType, BusinessPartner } from '@/entities/business-partner'
import { formatDateTime } from '@/lib/format-date'
import { mailtoHref, telHref } from '@/lib/safe-href'

import * as styles from './partner-detail.module.css'

type PartnerSummaryProps = { partner: BusinessPartner }

/**
 * A partner's own record: account, contact and location. Every value is rendered as text (React
 * escapes it); links are made only from values that pass safeHref's protocol check.
 */
export function PartnerSummary({ partner }: PartnerSummaryProps) {
  const { t, i18n } = useTranslation()
  const { language } = i18n
  const when = (value: string | null | undefined) => formatDateTime(value, language)
  const coordinates =
    partner.latitude != null && partner.longitude != null
      ? `${partner.latitude.toFixed(5)}, ${partner.longitude.toFixed(5)}`
      : undefined

  return (
    <div className={styles.sections}>
      <Section title={t('partner.account')}>
        <Field label={t('partner.accountNum')}>{partner.accountNum}</Field>
        <Field label={t('partner.gsc')}>{partner.gsc}</Field>
        <Field label={t('partner.type')}>{partner.bpType && t(`bpType.${partner.bpType}`)}</Field>
        <Field label={t('partner.parent')}>
          {partner.parentId != null ? (
            <Link to={partnerDetailPath(parentTypeOf(partner.bpType), partner.parentId)}>
              #{partner.parentId}
            </Link>
          ) : undefined}
        </Field>
      </Section>
      <Section title={t('partner.contact')}>
        <Field label={t('partner.phone')}>
          <TextOrLink text={partner.phone} href={telHref(partner.phone)} />
        </Field>
        <Field label={t('partner.email')}>
          <TextOrLink text={partner.email} href={mailtoHref(partner.email)} />
        </Field>
        <Field label={t('partner.fax')}>{partner.fax}</Field>
      </Section>
      <Section title={t('partner.location')}>
        <Field label={t('partner.address')}>
          <address className={styles.address}>
            {[
              partner.street,
              [partner.zipcode, partner.city].filter(Boolean).join(' '),
              partner.stateProvince,
              partner.country,
            ]
              .filter(Boolean)
              .map((line, index) => (
                <span key={index}>{line}</span>
              ))}
          </address>
        </Field>
        <Field label={t('partner.district')}>{partner.district}</Field>
        <Field label={t('partner.coordinates')}>{coordinates}</Field>
      </Section>
      <Section title={t('partner.record')}>
        <Field label={t('partner.created')}>{when(partner.createdAt)}</Field>
        <Field label={t('partner.modified')}>{when(partner.modifiedAt)}</Field>
        <Field label={t('partner.source')}>
          {[partner.sourceType, partner.sourceRecId].filter(Boolean).join(' · ') || undefined}
        </Field>
      </Section>
    </div>
  )
}

/** Dealers hang under distributors, stores under dealers. */
function parentTypeOf(bpType: BusinessPartner['bpType']): BpType {
  return bpType === 'store' ? 'dealer' : 'distributor'
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.fields}>{children}</dl>
    </section>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation()
  const empty = children === undefined || children === null || children === ''
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>
        {empty ? (
          <>
            <span aria-hidden="true">{t('partner.none')}</span>
            <span className="visually-hidden">{t('partner.notGiven')}</span>
          </>
        ) : (
          children
        )}
      </dd>
    </div>
  )
}

function TextOrLink({ text, href }: { text: string; href: string | undefined }) {
  return href ? <a href={href}>{text}</a> : <>{text || undefined}</>
}
