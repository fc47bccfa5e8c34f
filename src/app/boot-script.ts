import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@/config/site'

import { NAVIGATING_TO_KEY } from './keep-query-on-reload'

/** What the boot script needs from the app, passed in so tests can vary it. */
export type BootSettings = {
  languages: readonly string[]
  defaultLanguage: string
  languageKey: string
  navigatingToKey: string
}

/**
 * What the first script of every page (first-data/first-script.ts, inline in its head) does
 * before anything else. Two jobs, and it says whether the page stays (false: it is leaving for
 * its language's address, so nothing else should start):
 *
 * 0. Send an unprefixed address to the visitor's language (/stores/ -> /zh-TW/stores/) before
 *    anything renders: the language stored by gatsby-plugin-react-i18next, or on a first visit
 *    the browser's. The plugin does the same while React hydrates the English page, returning
 *    nothing where the server wrote the page: React's hydration error #418 and a flash of
 *    English. Here the plugin finds nothing left to do.
 * 1. Put back a query string Gatsby dropped. When it cannot load a page in the app (its data
 *    failing after 3 retries, its code gone after a deploy) Gatsby loads the address in full
 *    but without the query (`window.location = pathname` in its navigation.js), and a detail
 *    page would lose its `?id=`. keep-query-on-reload.ts records each navigation's target.
 */
export function bootPage({
  languages,
  defaultLanguage,
  languageKey,
  navigatingToKey,
}: BootSettings): boolean {
  try {
    const { pathname, search, hash } = window.location
    if (!languages.includes(pathname.split('/')[1] ?? '')) {
      let language = localStorage.getItem(languageKey)
      if (!language || !languages.includes(language)) {
        const asked = (navigator.languages[0] ?? navigator.language ?? '').toLowerCase()
        language =
          languages.find((known) => known.toLowerCase() === asked) ??
          languages.find((known) => known.split('-')[0] === asked.split('-')[0]) ??
          defaultLanguage
        localStorage.setItem(languageKey, language)
      }
      if (language !== defaultLanguage) {
        window.location.replace('/' + language + pathname + search + hash)
        return false
      }
    }
  } catch {
    /* No storage (privacy mode): the plugin decides once the app runs. */
  }
  try {
    const target = sessionStorage.getItem(navigatingToKey)
    sessionStorage.removeItem(navigatingToKey)
    if (target && !window.location.search) {
      const url = new URL(target, window.location.origin)
      if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.search)
        window.history.replaceState(
          window.history.state,
          '',
          url.pathname + url.search + window.location.hash,
        )
    }
  } catch {
    /* No storage (privacy mode) or a garbled target: the address stays as it is. */
  }
  return true
}

/**
 * Preloads the page's Gatsby data, which its app code asks for once it has run: at
 * /page-data/<path>/page-data.json plus the query string (its loader's createPageDataUrl), which
 * only the browser knows. The first script does this after sending the page's first data:
 * inserting the hint holds the main thread a little (Storage and DOM calls), time the data
 * request no longer waits for.
 */
export function preloadPageData(): void {
  const path = window.location.pathname.replace(/^\/+|\/+$/g, '')
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'fetch'
  link.crossOrigin = 'anonymous'
  link.href = '/page-data/' + (path || 'index') + '/page-data.json' + window.location.search
  document.head.appendChild(link)
}

export const BOOT_SETTINGS: BootSettings = {
  languages: LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  languageKey: LANGUAGE_STORAGE_KEY,
  navigatingToKey: NAVIGATING_TO_KEY,
}
