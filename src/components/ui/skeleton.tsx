import type { CSSProperties } from 'react'

import * as styles from './skeleton.module.css'

/** A table skeleton has 30 placeholder rows. */
export const TABLE_SKELETON_ROWS = 30

type SkeletonProps = {
  /** A CSS length; a number means pixels. Defaults to the full width. */
  width?: CSSProperties['width']
  /** A CSS length; a number means pixels. Defaults to one line of text. */
  height?: CSSProperties['height']
  className?: string
  /**
   * Whether it shimmers (the default). A shimmer is painted on the main thread every frame: a
   * placeholder that waits through a long reading, whose progress bar already moves, stays still.
   */
  shimmer?: boolean
}

/**
 * A shimmering placeholder block. Hidden from assistive technology: the region that is loading
 * says so itself (aria-busy, a "Loading…" status), not every grey bar in it.
 */
export function Skeleton({ width, height, className, shimmer = true }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, !shimmer && styles.still, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      aria-hidden="true"
    />
  )
}

type TableSkeletonProps = {
  columns: number
  rows?: number
}

/** Placeholder rows for a table's `<tbody>` while its page loads. */
export function TableSkeleton({ columns, rows = TABLE_SKELETON_ROWS }: TableSkeletonProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" className={styles.row}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Skeleton />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}
