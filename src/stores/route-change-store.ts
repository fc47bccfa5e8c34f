import { create } from 'zustand'

type RouteChangeState = {
  /** True once a route change has taken longer than 1 s (gatsby-browser onRouteUpdateDelayed). */
  delayed: boolean
  /** True when a new deploy's service worker is ready (gatsby-browser onServiceWorkerUpdateReady). */
  updateReady: boolean
  setDelayed: (delayed: boolean) => void
  setUpdateReady: (ready: boolean) => void
}

export const useRouteChangeStore = create<RouteChangeState>()((set) => ({
  delayed: false,
  updateReady: false,
  setDelayed: (delayed) => set({ delayed }),
  setUpdateReady: (updateReady) => set({ updateReady }),
}))
