import type { PartnerStatus } from '@/entities/business-partner'

import * as styles from './status-badge.module.css'

/**
 * Text and background colours per partner status, for anything else that wants the same tones
 * (a table cell, a filter chip). Each pair passes WCAG AA (at least 4.5:1) on its own.
 */
export const statusToneClass: Record<PartnerStatus, string | undefined> = {
  active: styles.active,
  inactive: styles.inactive,
  closing: styles.closing,
}

type StatusBadgeProps = {
  status: PartnerStatus
  /** The status in words, already translated by the caller. */
  label: string
  className?: string
}

/** A pill that says the status in words and colour; the colour only repeats what the text says. */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const classes = [styles.badge, statusToneClass[status], className].filter(Boolean).join(' ')
  return (
    <span className={classes} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  )
}
