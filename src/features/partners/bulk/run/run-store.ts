import { create } from 'zustand'

import type { ItemResult, Words } from './bulk-change'

// Stand-in for the run store (another branch writes the real one): its planned shape only.

export type BulkRun = {
  id: string
  title: Words
  total: number
  done: number
  skipped: number
  failed: number
  status: 'running' | 'cancelling' | 'finished' | 'cancelled'
  results: ItemResult[]
  canUndo: boolean
  isUndo: boolean
}

export const useBulkRun = create<{ run?: BulkRun }>()(() => ({}))
