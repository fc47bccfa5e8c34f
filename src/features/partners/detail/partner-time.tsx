import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { useQuery } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'
import { useHydrated } from '@/lib/use-hydrated'

import { timeZoneQueries } from '../api/time-zone-query'
import { partnerTime, type PartnerTime } from '../model/opening-hours/local-now'

const PartnerTimeContext = createContext<PartnerTime | undefined>(undefined)

/** The current instant, once a minute: enough for "open now" to change when a shop does. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}

type PartnerTimeProviderProps = {
  partner: BusinessPartner
  /**
   * Whether to look the partner's zone up yet: the lookup loads ~70 kB of zone data, which the
   * first paint of the summary does not need (issue "Speed" §2).
   */
  lookUpZone: boolean
  children: ReactNode
}

/**
 * The page's one clock (issue "Speed" §2: one clock per page, not one per section): the
 * partner's wall clock, in its zone once known. Only the parts that read it re-render each minute.
 */
export function PartnerTimeProvider({ partner, lookUpZone, children }: PartnerTimeProviderProps) {
  const now = useNow()
  const zone = useQuery({ ...timeZoneQueries.of(partner), enabled: lookUpZone }).data ?? undefined
  // The viewer's zone once the page runs in a browser: the server knows none.
  const hydrated = useHydrated()
  const viewerZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined
  const time = useMemo(() => partnerTime(now, zone, viewerZone), [now, zone, viewerZone])
  return <PartnerTimeContext.Provider value={time}>{children}</PartnerTimeContext.Provider>
}

/** The partner's time now, from the page's clock (PartnerTimeProvider). */
export function usePartnerTime(): PartnerTime {
  const time = useContext(PartnerTimeContext)
  if (!time) throw new Error('usePartnerTime needs a PartnerTimeProvider around it')
  return time
}
