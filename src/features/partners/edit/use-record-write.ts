import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import { isDataServiceError } from '@/lib/data-service/errors'
import { resourcesShowing, type ResourceName } from '@/lib/data-service/resources'
import type { ConfirmAction } from '@/stores/dialog-store'

import { dataErrorMessage } from '@/lib/data-service/data-error-message'

/** A success toast stays 4000 ms: long enough to read, gone before the next task. */
const SUCCESS_TOAST_MS = 4000

/** Thrown instead of sending while the browser is offline: the form says so and keeps the input. */
class OfflineWriteError extends Error {
  override name = 'OfflineWriteError'
}

/**
 * Why a write failed, in the words shown inside the form or dialog that started it: the toast
 * sits behind the modal, dimmed and hidden from screen readers, so it cannot be the only word.
 */
export function writeFailureMessage(
  t: TFunction,
  error: unknown,
  /** How the failure begins: "Not saved" for a form, "Not done" for a confirmed action. */
  key: 'detail:edit.failed' | 'detail:edit.notDone' = 'detail:edit.failed',
): string {
  if (error instanceof OfflineWriteError) return t('detail:edit.offline')
  if (isRefusedForRole(error))
    return t(key === 'detail:edit.failed' ? 'detail:edit.forbidden' : 'detail:edit.forbiddenNotDone')
  return t(key, { reason: dataErrorMessage(t, error) })
}

/**
 * The data service refused the write for who is asking (403): the role was taken away since the
 * token was issued. The HTTP gateway has already asked for a new token, whose role the page shows.
 */
export const isRefusedForRole = (error: unknown): boolean =>
  isDataServiceError(error) && error.kind === 'forbidden'

/**
 * One write to `resource`: refused at once offline (React Query would otherwise hold it until the
 * network is back, the form frozen); on success a 4000 ms toast and every query showing the resource
 * refreshed (sections, lists, the open-now line; for a service map, the services read through it:
 * resources.ts); on failure the catalogue's message as an error
 * toast too, the form left as it was (writeFailureMessage says it inside the form).
 */
export function useRecordWrite<T>(
  resource: ResourceName,
  /**
   * The success toast's text for a result, or undefined for no toast and no refresh: nothing was
   * written (a conflict), or the save started work that refreshes and reports on its own.
   */
  successMessage: (result: T) => string | undefined,
) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation<T, Error, () => Promise<T>>({
    networkMode: 'always',
    mutationFn: async (write) => {
      if (!onlineManager.isOnline()) throw new OfflineWriteError('Offline: nothing was sent')
      return write()
    },
    onSuccess: async (result) => {
      const message = successMessage(result)
      if (message === undefined) return
      ;(await loadToast()).success(message, { duration: SUCCESS_TOAST_MS })
      for (const shown of resourcesShowing(resource)) await client.invalidateQueries({ queryKey: [shown] })
    },
    onError: async (error) => {
      if (error instanceof OfflineWriteError) return
      ;(await loadToast()).error(dataErrorMessage(t, error))
    },
  })
}

/**
 * A confirmation's action that runs `task` as `write`: the dialog stays open while it runs and
 * says inside itself why it failed (components/ui/dialog.tsx).
 */
export function confirmedWrite<T>(
  t: TFunction,
  write: { mutateAsync: (task: () => Promise<T>) => Promise<T> },
  task: () => Promise<T>,
): ConfirmAction {
  return {
    run: () => write.mutateAsync(task),
    failureText: (error) => writeFailureMessage(t, error, 'detail:edit.notDone'),
  }
}
