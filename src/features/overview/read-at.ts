import { useEffect, useSyncExternalStore } from 'react'

import { onlineManager } from '@tanstack/react-query'

import { useUserId } from '@/lib/auth/use-user-id'
import { userStorageKey } from '@/lib/user-storage'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)

function stored(key: string | undefined): number | undefined {
  if (!key) return undefined
  try {
    const value = Number(localStorage.getItem(key))
    return Number.isFinite(value) && value > 0 ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * When the figures shown were read. Offline they come from the service worker's copies
 * (docs/decisions/004), which React Query stamps with the moment it was handed them: the time
 * of the last reading made online is kept for the user in this browser and said instead.
 */
export function useReadAt(readAt: number, complete: boolean): { time: number; offline: boolean } {
  const userId = useUserId()
  const key = userId ? userStorageKey('overviewReadAt', userId) : undefined
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  )
  useEffect(() => {
    if (!key || !online || !complete || readAt === 0) return
    try {
      localStorage.setItem(key, String(readAt))
    } catch {
      // No storage: offline, the time of the copies is then the one React Query gives.
    }
  }, [key, online, complete, readAt])
  return { time: online ? readAt : (stored(key) ?? readAt), offline: !online }
}
