import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import { resourcesShowing, type ResourceName } from '@/lib/data-service/resources'

import { dataErrorMessage } from '../data-error-message'

/** spec §2: a success toast stays 4000 ms. */
const SUCCESS_TOAST_MS = 4000

/** Thrown instead of sending while the browser is offline: the form says so and keeps the input. */
export class OfflineWriteError extends Error {
  override name = 'OfflineWriteError'
}

/**
 * One write to `resource` (issue 14 "How every write behaves"): refused at once offline (React
 * Query would otherwise hold it until the network is back, the form frozen); on success a 4000 ms
 * toast and every query showing the resource refreshed (sections, lists, the open-now line; for
 * a service map, the services read through it: resources.ts); on failure the catalogue's message
 * as an error toast (spec §8), the form left as it was.
 */
export function useRecordWrite<T>(
  resource: ResourceName,
  /** The success toast's text for a result, or undefined when nothing was written (a conflict). */
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
