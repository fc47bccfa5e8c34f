import type { TFunction } from 'i18next'

import { isDataServiceError } from '@/lib/data-service/errors'
import { isPagesNotRead } from '@/lib/data-service/pages-not-read'

/** Pages a message names before it says how many more: a failing service can fail them all. */
const PAGES_NAMED = 10

/**
 * A failed data call in the user's language: the data layer's own message, else a generic one;
 * for a reading of every page, which pages could not be read, then why.
 */
export function dataErrorMessage(t: TFunction, error: unknown): string {
  if (!isDataServiceError(error)) return t('data:errors.unknown')
  const reason = t(error.i18nKey, error.values)
  if (!isPagesNotRead(error)) return reason
  const named = error.pages.slice(0, PAGES_NAMED).join(', ')
  const pages = error.pages.length > PAGES_NAMED ? `${named}, …` : named
  return t('data:errors.pagesNotRead', {
    count: error.pages.length,
    pages,
    pageCount: error.pageCount,
    reason,
  })
}
