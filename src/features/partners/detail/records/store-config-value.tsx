import type { ReactNode } from 'react'

import type { TFunction } from 'i18next'

import type { ConsumerOrderContactEmails, StoreConfig } from '@/entities/store-config'
import { formatDateTime } from '@/lib/format-date'
import { numberFormat } from '@/lib/intl/cached-formatters'

import { languageName } from './display-names'
import { emailValue } from './contact-value'
import { NotGiven } from '@/components/ui/value-marks'
import * as styles from './records.module.css'
import type { StoreConfigField } from './store-config-groups'

const KILOMETRES = { style: 'unit', unit: 'kilometer' } as const

/**
 * A store-config field's value for people, or undefined when there is none (the DescriptionItem
 * then says "Not given"). Each kind checks the value's type, so a field given the wrong kind in
 * the grouping shows "Not given" or its text rather than breaking.
 */
export function storeConfigValue(
  { key, kind }: StoreConfigField,
  config: StoreConfig,
  language: string,
  t: TFunction<'detail'>,
): ReactNode {
  const value: unknown = config[key]
  switch (kind) {
    case 'flag':
      return typeof value === 'boolean' ? t(value ? 'records.yes' : 'records.no') : undefined
    case 'list':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className={styles.plainList}>
          {value.map((item, index) => (
            <li key={index}>{String(item)}</li>
          ))}
        </ul>
      ) : undefined
    case 'email':
      return typeof value === 'string' ? emailValue(value) : undefined
    case 'contactEmails':
      return contactEmails(value as ConsumerOrderContactEmails | null | undefined, t)
    case 'dateTime':
      return typeof value === 'string' && value ? (
        <time dateTime={value}>{formatDateTime(value, language)}</time>
      ) : undefined
    case 'amount':
      return typeof value === 'number' ? numberFormat(language).format(value) : undefined
    case 'distance':
      return typeof value === 'number' ? numberFormat(language, KILOMETRES).format(value) : undefined
    case 'blocked':
      return typeof value === 'string' ? t(`records.storeConfig.blocked.${value}`) : undefined
    case 'language': {
      if (typeof value !== 'string' || !value.trim()) return undefined
      const name = languageName(value, language)
      return name ? t('records.codeAndName', { code: value, name }) : value
    }
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  }
}

const CONTACT_KEYS = ['main', 'backup1', 'backup2'] as const

/** The main e-mail and two backups, each labelled, each a mailto link when valid. */
function contactEmails(emails: ConsumerOrderContactEmails | null | undefined, t: TFunction<'detail'>) {
  if (!emails || CONTACT_KEYS.every((key) => !emails[key]?.trim())) return undefined
  return (
    <dl className={styles.pairs}>
      {CONTACT_KEYS.map((key) => (
        <div key={key} className={styles.pair}>
          <dt>{t(`records.storeConfig.contactEmails.${key}`)}</dt>
          <dd>{emailValue(emails[key]) ?? <NotGiven />}</dd>
        </div>
      ))}
    </dl>
  )
}
