import { useEffect, useState } from 'react'

import { useQuery } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'
import { useHydrated } from '@/lib/use-hydrated'

import { localNow } from './opening-hours/local-now'
import { partnerTimeZone } from './opening-hours/partner-time-zone'

/** The partner's IANA time zone, from its coordinates or its country (opening-hours/partner-time-zone). */
export function usePartnerTimeZone(partner: BusinessPartner) {
  const { latitude, longitude, country } = partner
  return useQuery({
    queryKey: ['time-zone', latitude, longitude, country],
    queryFn: async () => (await partnerTimeZone({ latitude, longitude, country })) ?? null,
    staleTime: Infinity,
  })
}

/** The current instant, once a minute: enough for "open now" to change when a shop does. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}

/** The viewer's own time zone, once the page runs in a browser (the server knows none). */
export function useViewerTimeZone(): string | undefined {
  const hydrated = useHydrated()
  return hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined
}

/**
 * The partner's date and time now (yyyy-MM-dd, minutes, weekday), in its zone once known, in the
 * viewer's until then: closing dates and "open now" are about the partner's day.
 */
export function usePartnerNow(partner: BusinessPartner) {
  const now = useNow()
  const zone = usePartnerTimeZone(partner).data ?? undefined
  const viewerZone = useViewerTimeZone()
  const timeZone = zone ?? viewerZone ?? 'UTC'
  return { now, local: localNow(now, timeZone), timeZone: zone, viewerTimeZone: viewerZone }
}

/** The partner's today, yyyy-MM-dd. */
export function usePartnerToday(partner: BusinessPartner): string {
  return usePartnerNow(partner).local.date
}
