import type toast from 'react-hot-toast'
import { create } from 'zustand'

/** react-hot-toast's `toast`, as the pages use it. */
export type Toast = typeof toast

/** Whether any toast has been raised yet: the deferred toaster (app/deferred-toaster) mounts then. */
export const useToastRaised = create<boolean>(() => false)

/**
 * react-hot-toast's `toast`, fetched with the first toast rather than with the page (the first
 * row needs no toast). Asking for it mounts the toaster too; a toast raised
 * before the toaster has mounted waits in react-hot-toast's store and shows as it mounts.
 */
export async function loadToast(): Promise<Toast> {
  useToastRaised.setState(true, true)
  return (await import('react-hot-toast')).default
}
