import type { MouseEvent } from 'react'

import { useI18next } from 'gatsby-plugin-react-i18next'

import { DEFAULT_LANGUAGE, isLanguage, localizePath } from '@/config/site'

/**
 * A link drawn inside a chart (an SVG <a>): its href in the page's language, so it opens in a new
 * tab or is copied like any link; a plain click moves within the app, as the site's links do.
 */
export function useChartLink() {
  const { language, navigate } = useI18next()
  return (path: string) => ({
    href: localizePath(path, isLanguage(language) ? language : DEFAULT_LANGUAGE),
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      void navigate(path)
    },
  })
}
