import type { ComponentProps, ReactNode } from 'react'

import * as styles from './partner-detail.module.css'

export type DetailCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Names the section's anchor (`#addresses`) and its heading's id. */
  id: string
  title: ReactNode
  /** How much of the page's grid it takes on a wide window: `double` (two columns, tables) or `full`. */
  span?: 'double' | 'full'
  /** Part of another section: a plain block with an h3, not a card of its own. */
  embedded?: boolean
}

/**
 * The one frame of every part of a partner's page (summary, location, network, related records):
 * a section named by its heading, so each is a landmark a screen reader can jump to.
 */
export function DetailCard({ id, title, span, embedded, className, children, ...rest }: DetailCardProps) {
  const titleId = `${id}-title`
  const Heading = embedded ? 'h3' : 'h2'
  const frame = embedded ? [styles.embedded] : [styles.section, span && styles[span]]
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={[...frame, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Heading id={titleId} className={embedded ? styles.embeddedTitle : styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
