import type { GatsbySSR } from 'gatsby'

import { AppProviders } from './src/app/app-providers'
import { AppToaster } from './src/app/app-toaster'
import { languageOfPath } from './src/config/site'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <>
    {element}
    <AppToaster />
  </>
)

/** Neither Gatsby nor the i18n plugin writes <html lang>; the path's language prefix decides it. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) })
}
