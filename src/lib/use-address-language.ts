import { languageOfPath, unlocalizePath, type Language } from '@/config/site'

import { useHydrated } from './use-hydrated'

/**
 * The language and language-free path of the address in the browser. Usually the page's own;
 * not on the error pages Gatsby shows in place of a page it could not load (its English
 * /404.html or /500.html, at a /zh-TW/ address). Until hydration: what the page was built for.
 */
export function useAddressLanguage(
  pageLanguage: Language,
  pagePath: string,
): { language: Language; path: string } {
  const hydrated = useHydrated()
  if (!hydrated) return { language: pageLanguage, path: pagePath }
  const { pathname } = window.location
  return { language: languageOfPath(pathname), path: unlocalizePath(pathname) }
}
