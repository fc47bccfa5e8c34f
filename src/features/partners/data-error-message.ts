import type { TFunction } from 'i18next'

import { isDataServiceError } from '@/lib/data-service/errors'

/** A failed data call in the user's language: the data layer's own message, else a generic one. */
export function dataErrorMessage(t: TFunction, error: unknown): string {
  return isDataServiceError(error) ? t(error.i18nKey, error.values) : t('data:errors.unknown')
}
