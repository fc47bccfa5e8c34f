import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

import { LANGUAGES, type Language } from '@/config/site'

type Resources = Record<string, Record<string, Record<string, unknown>>>

const LOCALES_DIR = path.resolve(__dirname, '../../locales')

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
}

/** Every locales/<language>/<namespace>.json, as gatsby-plugin-react-i18next would load them. */
export const localeResources: Resources = Object.fromEntries(
  readdirSync(LOCALES_DIR).map((language) => [
    language,
    Object.fromEntries(
      readdirSync(path.join(LOCALES_DIR, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.replace(/\.json$/, ''), readJson(path.join(LOCALES_DIR, language, file))]),
    ),
  ]),
)

/** An i18next instance set up like the plugin's: `common` first, the other namespaces as fallbacks. */
export function createTestI18n(language: Language = 'en'): i18n {
  const instance = i18next.createInstance()
  const namespaces = Object.keys(localeResources.en ?? {})
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: localeResources,
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: namespaces.filter((ns) => ns !== 'common'),
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}
