import type { ComponentProps, ReactElement } from 'react'

import type { Link as GatsbyLink } from 'gatsby'
import { Link } from 'gatsby-plugin-react-i18next'

type LocalizedLinkProps = Omit<ComponentProps<typeof GatsbyLink>, 'ref'> & {
  /** Link to this language's version; the current language when left out. */
  language?: string
}

/**
 * gatsby-plugin-react-i18next's Link (prefixes the language, remembers a chosen language),
 * re-typed: its published types were written against older React types and ask for props
 * (placeholder, onResize...) that today's mark optional.
 */
export const LocalizedLink = Link as unknown as (props: LocalizedLinkProps) => ReactElement
