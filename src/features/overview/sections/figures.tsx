import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { Skeleton } from '@/components/ui/skeleton'

import * as styles from './sections.module.css'

type FiguresProps = {
  /** Makes the ids of the section's heading (`${id}-title`) and description. */
  id: string
  title: string
  description?: string
  /** False while its figures are being read or counted: a placeholder holds its place. */
  ready: boolean
  children: ReactNode
  /** Beside the heading (an export, a filter). */
  actions?: ReactNode
}

/** One part of the overview: a titled section that says so while its figures are on their way. */
export function Figures({ id, title, description, ready, children, actions }: FiguresProps) {
  const { t } = useTranslation('overview')
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={!ready || undefined} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {ready ? (
        children
      ) : (
        <div className={styles.pending}>
          {/* Still: the header's progress bar says the reading goes on (a shimmer repaints every frame). */}
          <Skeleton height={96} shimmer={false} />
          <p className={styles.description}>{t('readingPart')}</p>
        </div>
      )}
    </section>
  )
}
