import { useEffect, useRef, useState } from 'react'

import { useQueryClient } from '@tanstack/react-query'

import type { PartnerListKind } from '@/config/routes'

import { fetchAllPartners } from '../../api/fetch-all-partners'
import { toListParams, type ListState } from '../list-state'

import { chooseEvery } from './choose-every'

/** The page being read, of how many (0 until the first answer tells). */
type Reading = { page: number; pageCount: number }

/**
 * "Select all N matching": reads every partner the list's search and filters match, all pages,
 * as the CSV export does (no cap), and chooses them; `reading` follows the pages, `cancel` stops.
 * A new search or filter, or leaving the list, stops a reading of the old matches.
 */
export function useSelectEvery(kind: PartnerListKind, state: ListState, scope: string) {
  const queryClient = useQueryClient()
  const [reading, setReading] = useState<Reading>()
  const [failure, setFailure] = useState<{ scope: string; error: unknown }>()
  const running = useRef<AbortController>(undefined)

  useEffect(() => () => running.current?.abort(), [scope])

  async function start() {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setFailure(undefined)
    setReading({ page: 1, pageCount: 0 })
    try {
      const partners = await fetchAllPartners(queryClient, kind, toListParams(state), {
        signal: controller.signal,
        onProgress: (page, pageCount) => setReading({ page, pageCount }),
      })
      await chooseEvery(scope, partners ?? [], controller.signal)
    } catch (caught) {
      if (!controller.signal.aborted) setFailure({ scope, error: caught })
    } finally {
      if (running.current === controller) {
        running.current = undefined
        setReading(undefined)
      }
    }
  }

  return {
    reading,
    /** Why the last reading of this list's matches failed. */
    error: failure?.scope === scope ? failure.error : undefined,
    start: () => void start(),
    cancel: () => running.current?.abort(),
  }
}
