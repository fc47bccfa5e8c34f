import type { ComponentProps, ReactNode } from 'react'

import * as styles from './description-list.module.css'
import { NotGiven, Unreadable } from './value-marks'

/** A `<dl>` laid out as a responsive two-column grid of term/value pairs. */
export function DescriptionList({ className, ...rest }: ComponentProps<'dl'>) {
  return <dl className={[styles.list, className].filter(Boolean).join(' ')} {...rest} />
}

type DescriptionItemProps = {
  term: ReactNode
  /** The value; nothing, a blank string or an empty array shows as "not given". */
  children?: ReactNode
  /** The service sent a value the portal could not read: says so instead of the value. */
  unreadable?: boolean
}

/** One term and its value; HTML lets a `<div>` group a `<dt>` with its `<dd>` inside a `<dl>`. */
export function DescriptionItem({ term, children, unreadable = false }: DescriptionItemProps) {
  return (
    <div className={styles.item}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>
        {unreadable ? <Unreadable /> : isEmpty(children) ? <NotGiven /> : children}
      </dd>
    </div>
  )
}

/**
 * Values React would render as nothing (or as only blanks). Booleans count too, so
 * `{flag && <Thing />}` shows the dash rather than an empty cell; 0 is a real value.
 */
function isEmpty(value: ReactNode): boolean {
  if (value === undefined || value === null || typeof value === 'boolean') return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isEmpty)
  return false
}
