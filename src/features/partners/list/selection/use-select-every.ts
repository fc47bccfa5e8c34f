import { useEffect, useRef, useState } from 'react'

import type { PartnerListKind } from '@/config/routes'
import { isPagesNotRead, type PageProgress } from '@/lib/data-service/pages-not-read'
import { inPageOrder } from '@/lib/data-service/collect-every-record'

import { readEveryPartner } from '../../api/read-every-partner'
import type { BulkTarget } from '../../bulk/run/bulk-change'
import { toListParams, type ListState } from '../../model/list-state'

import { chooseEvery } from './choose-every'
import { toTarget } from './selection-rules'

/** Pages read, of how many (0 until the first answer tells). */
type Reading = { read: number; pageCount: number }

/** A reading of the matches: the targets it came to, in the list's order. */
type ReadTargets = (signal: AbortSignal, onProgress: PageProgress) => Promise<BulkTarget[] | undefined>

/**
 * "Select all N matching": reads every partner the list's search and filters match, all pages,
 * as the CSV export does (no cap), keeping of each only what the selection holds, and chooses
 * them; `reading` follows the pages, `cancel` stops. Pages that could not be read are said, and
 * `retry` reads just those. A new search or filter, or leaving the list, stops a reading of the
 * old matches.
 */
export function useSelectEvery(kind: PartnerListKind, state: ListState, scope: string) {
  const [reading, setReading] = useState<Reading>()
  const [failure, setFailure] = useState<{ scope: string; error: unknown }>()
  const running = useRef<AbortController>(undefined)

  useEffect(() => () => running.current?.abort(), [scope])

  async function run(readTargets: ReadTargets) {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setFailure(undefined)
    setReading({ read: 0, pageCount: 0 })
    try {
      const onProgress: PageProgress = (read, pageCount) => setReading({ read, pageCount })
      const targets = await readTargets(controller.signal, onProgress)
      await chooseEvery(scope, targets ?? [], controller.signal)
    } catch (caught) {
      if (!controller.signal.aborted) setFailure({ scope, error: caught })
    } finally {
      if (running.current === controller) {
        running.current = undefined
        setReading(undefined)
      }
    }
  }

  const start = () =>
    run((signal, onProgress) => {
      const targets = inPageOrder<BulkTarget>()
      return readEveryPartner(
        { kind, params: toListParams(state) },
        {
          signal,
          onProgress,
          fold: (partner, page) => targets.add(toTarget(partner), page),
          finish: () => targets.all(),
        },
      )
    })

  const error = failure?.scope === scope ? failure.error : undefined
  return {
    reading,
    /** Why the last reading of this list's matches failed. */
    error,
    start: () => void start(),
    /** Reads again what failed: only the pages that could not be read, when that was it. */
    retry: () =>
      void (isPagesNotRead(error)
        ? run((signal, onProgress) => error.resume({ signal, onProgress }) as Promise<BulkTarget[]>)
        : start()),
    cancel: () => running.current?.abort(),
  }
}
