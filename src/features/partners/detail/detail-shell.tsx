import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { LocalizedLink as Link } from '@/components/ui/localized-link'
import { PARTNER_LIST_ROUTES, partnerDetailPath } from '@/config/routes'
import type { BpType, BusinessPartner } from '@/entities/business-partner'
import { FIRST_DATA } from '@/lib/page-load/phases'

import { useParent } from '../api/use-parent'

import * as styles from './partner-detail.module.css'

type DetailShellProps = {
  kind: BpType
  /** The heading: the partner's name, or the page's while it loads. */
  title: ReactNode
  /** Known once loaded: its parent joins the breadcrumb. */
  partner?: BusinessPartner
  busy?: boolean
  children: ReactNode
}

/** The page around a partner: the breadcrumb back to its list, and its name as the heading. */
export function DetailShell({ kind, title, partner, busy, children }: DetailShellProps) {
  return (
    <article aria-labelledby="page-title" aria-busy={busy || undefined} className={styles.page}>
      <Breadcrumb kind={kind} partner={partner} />
      <h1 id="page-title" className={styles.title} elementtiming={partner ? FIRST_DATA : undefined}>
        {title}
      </h1>
      {children}
    </article>
  )
}

function Breadcrumb({ kind, partner }: { kind: BpType; partner?: BusinessPartner }) {
  const { t } = useTranslation()
  const { t: detail } = useTranslation('detail')
  const parent = useParent(partner)
  return (
    <nav aria-label={detail('sections.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={PARTNER_LIST_ROUTES[kind].path}>{t(PARTNER_LIST_ROUTES[kind].titleKey)}</Link>
        </li>
        {parent?.type ? (
          <li>
            <Link to={partnerDetailPath(parent.type, parent.id)}>{parent.name ?? `#${parent.id}`}</Link>
          </li>
        ) : null}
        {partner ? <li aria-current="page">{partner.name}</li> : null}
      </ol>
    </nav>
  )
}
