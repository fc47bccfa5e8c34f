import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { useQuery } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'

import { timeZoneQueries } from '../api/time-zone-query'
import { partnerTime, type PartnerTime } from '../model/opening-hours/local-now'

const PartnerTimeContext = createContext<PartnerTime | undefined>(undefined)

/**
 * The current instant, once a minute while `running`: enough for "open now" to change when a
 * shop does.
 */
function useNow(running: boolean, intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [running, intervalMs])
  return now
}

type PartnerTimeProviderProps = {
  partner: BusinessPartner
  /**
   * Whether the clock runs yet. The first paint of the summary shows no time, and what the clock
   * needs is slow to start: the zone lookup loads ~70 kB of zone data, and
   * the first Intl date formatters of a page cost tens of ms at full speed. Only what renders
   * after that paint (the open-now line, the week, the closing dates) may read the clock.
   */
  running: boolean
  children: ReactNode
}

/**
 * The page's one clock (not one per section): the
 * partner's wall clock, in its zone once known. Only the parts that read it re-render each minute.
 */
export function PartnerTimeProvider({ partner, running, children }: PartnerTimeProviderProps) {
  const now = useNow(running)
  const zone = useQuery({ ...timeZoneQueries.of(partner), enabled: running }).data ?? undefined
  const time = useMemo(
    () => (running ? partnerTime(now, zone, viewerTimeZone()) : undefined),
    [running, now, zone],
  )
  return <PartnerTimeContext.Provider value={time}>{children}</PartnerTimeContext.Provider>
}

/** The viewer's zone: the clock runs in a browser only, after the first paint. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The partner's time now, from the page's clock (PartnerTimeProvider). */
export function usePartnerTime(): PartnerTime {
  const time = useContext(PartnerTimeContext)
  if (!time) throw new Error('usePartnerTime needs a running PartnerTimeProvider around it')
  return time
}
