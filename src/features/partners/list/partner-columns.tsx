import type { ReactNode } from 'react'

import type { TFunction } from 'i18next'

import { StatusBadge } from '@/components/ui/status-badge'
import { RowLink } from '@/components/ui/table'
import { partnerDetailPath, type PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import { countryName } from '@/lib/countries'
import { formatDate, isoLocalDateTime } from '@/lib/format-date'

import * as styles from './partner-list.module.css'

type Format = { t: TFunction; language: string }

/**
 * One column of a partner list: its header, its value as text (what the CSV export writes) and,
 * where the table shows more than text, how the cell renders. The table and the export share
 * this one definition, so they always hold the same columns.
 */
export type PartnerColumn = {
  id: string
  /** The record's field the column shows: "unreadable" when the service sent it unreadable. */
  field: keyof BusinessPartner
  headerKey: string
  text: (partner: BusinessPartner, format: Format) => string
  /** The CSV value when it differs from the text (dates a spreadsheet can read). */
  csv?: (partner: BusinessPartner) => string
  render?: (partner: BusinessPartner, format: Format, kind: PartnerListKind) => ReactNode
  className?: string
  isRowHeader?: boolean
}

const COLUMNS: PartnerColumn[] = [
  {
    id: 'name',
    field: 'name',
    headerKey: 'partner.name',
    text: (partner) => partner.name,
    // The row's one link, so Tab goes row by row; a record without a type opens as the list's type.
    render: (partner, _, kind) => {
      const type = partner.bpType ?? (kind === 'all' ? undefined : kind)
      return type ? <RowLink to={partnerDetailPath(type, partner.id)}>{partner.name}</RowLink> : partner.name
    },
    isRowHeader: true,
  },
  {
    id: 'accountNum',
    field: 'accountNum',
    headerKey: 'partner.accountNum',
    text: (partner) => partner.accountNum ?? '',
  },
  {
    id: 'type',
    field: 'bpType',
    headerKey: 'partner.type',
    text: (partner, { t }) => (partner.bpType ? t(`bpType.${partner.bpType}`) : ''),
  },
  {
    id: 'status',
    field: 'status',
    headerKey: 'partner.status',
    text: (partner, { t }) => (partner.status ? t(`status.${partner.status}`) : ''),
    render: (partner, { t }) =>
      partner.status ? <StatusBadge status={partner.status} label={t(`status.${partner.status}`)} /> : null,
  },
  { id: 'city', field: 'city', headerKey: 'partner.city', text: (partner) => partner.city },
  {
    id: 'country',
    field: 'country',
    headerKey: 'partner.country',
    text: (partner, { language }) => countryName(partner.country, language),
  },
  { id: 'phone', field: 'phone', headerKey: 'partner.phone', text: (partner) => partner.phone },
  { id: 'email', field: 'email', headerKey: 'partner.email', text: (partner) => partner.email },
  {
    id: 'modifiedAt',
    field: 'modifiedAt',
    headerKey: 'partner.modified',
    text: (partner, { language }) => formatDate(partner.modifiedAt, language),
    csv: (partner) => isoLocalDateTime(partner.modifiedAt),
    className: styles.nowrap,
  },
]

/** The columns of a list: every one, the type only where the list mixes types (the all view). */
export function partnerColumns(kind: PartnerListKind): PartnerColumn[] {
  return kind === 'all' ? COLUMNS : COLUMNS.filter((column) => column.id !== 'type')
}
