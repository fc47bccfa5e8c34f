import type { MouseEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { FirstIcon, LastIcon, NextIcon, PreviousIcon } from './icons'
import { paginationWindow } from './pagination-window'
import * as styles from './pagination.module.css'

type PaginationProps = {
  /** The current page, 1-based; clamped into 1..pageCount. */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** When given, pages are real links (open in a new tab works); a plain click still calls onPageChange. */
  getPageHref?: (page: number) => string
  /** The landmark's name; defaults to "Pages". */
  label?: string
  className?: string
}

/**
 * First, previous, a window of numbered pages (see paginationWindow), next and last.
 * Renders nothing when there is at most one page: there is nowhere to go.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getPageHref,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation('ui')
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), pageCount)
  const atStart = current === 1
  const atEnd = current === pageCount

  function control(target: number, name: string, content: ReactNode, disabled = false) {
    return (
      <PageControl
        name={name}
        href={getPageHref?.(target)}
        disabled={disabled}
        // An arrow only points at the current page when it is disabled (First on page 1).
        current={!disabled && target === current}
        onSelect={() => {
          if (target !== current) onPageChange(target)
        }}
      >
        {content}
      </PageControl>
    )
  }

  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        <li>{control(1, t('pagination.first'), <FirstIcon />, atStart)}</li>
        <li>{control(Math.max(current - 1, 1), t('pagination.previous'), <PreviousIcon />, atStart)}</li>
        {paginationWindow(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('pagination.gap')}</span>
            </li>
          ) : (
            // The current page stays on narrow screens; the other numbers give way there (CSS).
            <li key={item} className={item === current ? undefined : styles.number}>
              {control(item, t('pagination.page', { page: item }), item)}
            </li>
          ),
        )}
        <li>{control(Math.min(current + 1, pageCount), t('pagination.next'), <NextIcon />, atEnd)}</li>
        <li>{control(pageCount, t('pagination.last'), <LastIcon />, atEnd)}</li>
      </ul>
    </nav>
  )
}

type PageControlProps = {
  name: string
  disabled: boolean
  current: boolean
  href: string | undefined
  onSelect: () => void
  children: ReactNode
}

/** A button, or with an href a link whose plain left click is handled here instead of navigating. */
function PageControl({ name, disabled, current, href, onSelect, children }: PageControlProps) {
  const shared = {
    className: styles.control,
    'aria-label': name,
    'aria-current': current ? ('page' as const) : undefined,
  }
  if (href === undefined) {
    return (
      <button type="button" {...shared} disabled={disabled} onClick={onSelect}>
        {children}
      </button>
    )
  }
  if (disabled) {
    // A link with nowhere to go: no href, so it is skipped by Tab like a disabled button.
    return (
      <span role="link" aria-disabled="true" {...shared}>
        {children}
      </span>
    )
  }
  return (
    <a href={href} {...shared} onClick={(event) => followLink(event, onSelect)}>
      {children}
    </a>
  )
}

/** Ctrl/Cmd/Shift/Alt or a non-left button mean "new tab/window": leave those to the browser. */
function followLink(event: MouseEvent<HTMLAnchorElement>, onSelect: () => void) {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  if (event.defaultPrevented || event.button !== 0 || modified) return
  event.preventDefault()
  onSelect()
}
