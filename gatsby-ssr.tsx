import type { GatsbySSR } from 'gatsby'

// First: zod's settings must be in force before any schema is built.
import './src/entities/zod-config'

import { AppProviders } from './src/app/app-providers'
import { AppToaster } from './src/app/app-toaster'
import { DialogHost } from './src/components/ui/dialog-host'
import { languageOfPath } from './src/config/site'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)

// The toaster comes first: its subscription effect must run before the page's effects, or a
// toast raised while the page mounts (a failed sign-in on the callback page) is missed.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <>
    <AppToaster />
    {element}
    <DialogHost />
  </>
)

/** Neither Gatsby nor the i18n plugin writes <html lang>; the path's language prefix decides it. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) })
}
