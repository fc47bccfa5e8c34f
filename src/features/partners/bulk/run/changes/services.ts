import type { BulkChange, BulkTarget } from '../bulk-change'

// Stand-in for the service changes (another branch writes the real ones).

const standIn = (targets: readonly BulkTarget[]): BulkChange => ({
  title: { key: 'stand-in' },
  targets,
  resources: [],
  step: () => Promise.reject(new Error('stand-in')),
})

export function addService(targets: readonly BulkTarget[], _campaignId: string): BulkChange {
  return standIn(targets)
}

export function removeService(targets: readonly BulkTarget[], _campaignId: string): BulkChange {
  return standIn(targets)
}
