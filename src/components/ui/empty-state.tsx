import type { ReactNode } from 'react'

import * as styles from './states.module.css'

type EmptyStateProps = {
  title: string
  message?: string
  /** A next step, e.g. a button that clears the filters. */
  action?: ReactNode
}

/** Nothing to show; role="status" so a list that empties after a search is announced politely. */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <div role="status" className={styles.state}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  )
}
