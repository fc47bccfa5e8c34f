import type { TFunction } from 'i18next'

import { isDataServiceError } from '@/lib/data-service/errors'
import type { PagesNotRead } from '@/lib/data-service/pages-not-read'

/**
 * A failed data call in the user's language: the data layer's own message, else a generic one;
 * for a reading of every page, which pages could not be read, then why. (A reading's failure is
 * known by its words, not its class: the class would put the whole-network reader on every
 * list's first load, which shows this message.)
 */
export function dataErrorMessage(t: TFunction, error: unknown): string {
  if (!isDataServiceError(error)) return t('data:errors.unknown')
  const reason = t(error.i18nKey, error.values)
  const { unread } = error as Partial<Pick<PagesNotRead, 'unread'>>
  return unread ? t('data:errors.pagesNotRead', { ...unread, reason }) : reason
}
