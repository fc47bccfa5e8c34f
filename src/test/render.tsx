import type { ReactElement, ReactNode } from 'react'

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { I18nextContext } from 'gatsby-plugin-react-i18next'
import { I18nextProvider } from 'react-i18next'

import { ALL_DATA_SCOPES, DATA_SCOPES } from '@/config/data-scopes'
import { LANGUAGES, type Language } from '@/config/site'
import { grantRole, type Role } from '@/lib/auth/role'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { createQueryClient } from '@/lib/query-client'

import { createTestI18n } from './i18n'

type Options = {
  language?: Language
  queryClient?: QueryClient
  originalPath?: string
  /**
   * The signed-in user's role, as the app has it once its first token came (lib/auth/role.ts): an
   * editor unless a test says otherwise.
   */
  role?: Role
}

const SCOPES_OF: Record<Role, readonly string[]> = { editor: ALL_DATA_SCOPES, viewer: [DATA_SCOPES.read] }

/**
 * Renders with what every page has: a fresh QueryClient (0 retries), i18n, the plugin's context,
 * the user's role,
 * and the real HTTP gateway, which the shared mock handlers answer (src/test/setup.ts), so a
 * screen test goes through the same data layer as the app. Error paths: `server.use(...)`.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { language = 'en', queryClient = createQueryClient(), originalPath = '/', role = 'editor' } = options
  installHttpGateway()
  grantRole(SCOPES_OF[role])
  const i18n = createTestI18n(language)
  const context = {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: 'en',
    routed: language !== 'en',
    originalPath,
    path: originalPath,
    siteUrl: 'http://localhost',
    generateDefaultLanguagePage: false,
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  )
  return { queryClient, i18n, ...render(ui, { wrapper }) }
}
