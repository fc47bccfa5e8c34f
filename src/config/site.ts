/** Facts about the site shared by gatsby-config, gatsby-node and the app. */
export const SITE_TITLE = 'Business Partners'

// en is the default language (no URL prefix), zh-TW lives under /zh-TW/.
export const LANGUAGES = ['en', 'zh-TW'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
/** Where gatsby-plugin-react-i18next keeps the visitor's language (its LANGUAGE_KEY). */
export const LANGUAGE_STORAGE_KEY = 'gatsby-i18next-language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language a pathname belongs to: its prefix, or the default language. */
export function languageOfPath(pathname: string): Language {
  const prefix = pathname.split('/')[1]
  return isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE
}

/** Prefixes a site path (starting and ending with '/') with a language, if not the default. */
export function localizePath(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`
}

/** A pathname without its language prefix: '/zh-TW/auth/login/' -> '/auth/login/'. */
export function unlocalizePath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/')
  return isLanguage(first) ? `/${rest.join('/')}` : pathname
}
