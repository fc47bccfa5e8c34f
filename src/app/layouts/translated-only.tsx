import { useContext, type ReactNode } from 'react'

import { I18nContext } from 'react-i18next'

/**
 * Renders its children only inside the i18n provider. When gatsby-plugin-react-i18next sends an
 * unprefixed address to the stored language (/stores/ -> /zh-TW/stores/), its page wrapper
 * returns null and Gatsby renders the bare page for a moment, without any translations: the
 * layouts then show nothing rather than fail.
 */
export function TranslatedOnly({ children }: { children: ReactNode }) {
  return useContext(I18nContext)?.i18n ? children : null
}
