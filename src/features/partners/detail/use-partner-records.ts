import { useEffect, useState } from 'react'

import { useQueryClient } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'
import { whenPhase } from '@/lib/page-load/phases'

import { prefetchPartnerRecords } from '../api/prefetch-partner-records'

/** The longest the map waits for a partner's records, from when they were asked for. */
export const RECORDS_WAIT_MAX_MS = 1_500

type PartnerRecordsOf = Pick<BusinessPartner, 'id' | 'openingHourTemplateId'>

/**
 * Asks for a partner's records (its page's sections) once its summary is on screen, while the
 * sections' code loads, and turns true once they have all answered (or failed) and are on screen
 * too, or RECORDS_WAIT_MAX_MS after they were asked for, whichever comes first.
 *
 * The map waits for it: its code and atlas (about 50 kB, and its drawing) otherwise load and run
 * while the records' answers are being read and their sections drawn, and the services, at the
 * end of the longest chain (service maps, then services), showed last: the partner's largest
 * paint (docs/decisions/016). The map repeats the address written beside it; it can come last.
 */
export function usePartnerRecords({ id, openingHourTemplateId }: PartnerRecordsOf): boolean {
  const client = useQueryClient()
  // Whose records are in: a page that goes on to another partner waits for that one's again.
  const [recordsOf, setRecordsOf] = useState<number>()
  useEffect(() => {
    let done = false
    let cap: number | undefined
    let cancelShown: (() => void) | undefined
    // The records have all answered, or the wait is over: whichever comes first, once.
    const goOn = () => {
      if (done) return
      done = true
      window.clearTimeout(cap)
      cancelShown = whenPhase('data-shown', () => setRecordsOf(id))
    }
    const cancelAsking = whenPhase('data-shown', () => {
      cap = window.setTimeout(goOn, RECORDS_WAIT_MAX_MS)
      void prefetchPartnerRecords(client, { id, openingHourTemplateId }).then(goOn)
    })
    return () => {
      done = true
      cancelAsking()
      window.clearTimeout(cap)
      cancelShown?.()
    }
  }, [client, id, openingHourTemplateId])
  return recordsOf === id
}
