import { median } from './figures'

/** One visit: the time of each step, in ms from navigation start; a step not seen is absent. */
export type Phases = Record<string, number>

/**
 * The phases tool's table (phases.ts): one line per step, earliest median first, with the visits'
 * values after it ("-" for a visit where the step did not happen), so a step that moves between
 * visits shows it. Kept apart from the browser so it can be tested.
 */
export function phaseTable(visits: Phases[]): string[] {
  const steps = [...new Set(visits.flatMap((visit) => Object.keys(visit)))]
  return steps
    .map((step) => {
      const seen = visits.flatMap((visit) => (visit[step] === undefined ? [] : [visit[step]]))
      return { step, median: median(seen), values: visits.map((visit) => visit[step]) }
    })
    .sort((a, b) => a.median - b.median || a.step.localeCompare(b.step))
    .map(({ step, median: middle, values }) => {
      const each = values.map((value) => (value === undefined ? '-' : value.toFixed(0))).join(' ')
      return `${middle.toFixed(0).padStart(6)}  ${step.padEnd(48)}  ${each}`
    })
}
