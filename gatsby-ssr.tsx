import type { GatsbySSR } from 'gatsby'

import { AppProviders } from './src/app/app-providers'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)
