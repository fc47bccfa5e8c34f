/**
 * The bench's arithmetic and its table, kept apart from the browser so they can be tested: the
 * targets are ratios to the react-admin reference measured in the same run (the goal: first data
 * at the speed of the HTML, ahead of react-admin on every figure), since absolute times on a
 * shared machine move from run to run.
 */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export type Unit = 'kB' | 'MB' | 'ms' | 'score' | 'load'

/** At most `ratio` times the reference; or an absolute bound on the portal's own figure. */
export type Target = { maxRatio: number } | { atMost: number } | { atLeast: number } | { below: number }

export type Figure = {
  label: string
  unit: Unit
  portal: number
  /** Absent when the reference was not measured (no reference folder, or no equivalent). */
  reference?: number
  target?: Target
}

export type Verdict = 'met' | 'missed' | 'n/a'

/** portal / reference; undefined without a reference or with a reference of 0. */
export function ratioOf(figure: Figure): number | undefined {
  if (figure.reference === undefined || figure.reference === 0) return undefined
  return figure.portal / figure.reference
}

export function verdictOf(figure: Figure): Verdict {
  const target = figure.target
  if (!target) return 'n/a'
  if ('maxRatio' in target) {
    const ratio = ratioOf(figure)
    return ratio === undefined ? 'n/a' : ratio <= target.maxRatio ? 'met' : 'missed'
  }
  if ('atMost' in target) return figure.portal <= target.atMost ? 'met' : 'missed'
  if ('atLeast' in target) return figure.portal >= target.atLeast ? 'met' : 'missed'
  return figure.portal < target.below ? 'met' : 'missed'
}

function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined || Number.isNaN(value)) return '-'
  if (unit === 'kB') return `${value.toFixed(1)} kB`
  if (unit === 'MB') return `${value.toFixed(1)} MB`
  if (unit === 'load') return value.toFixed(2)
  if (unit === 'ms') return `${Math.round(value)} ms`
  return String(Math.round(value))
}

function formatTarget(target: Target | undefined, unit: Unit): string {
  if (!target) return ''
  const suffix = unit === 'score' || unit === 'load' ? '' : ` ${unit}`
  const bound = (value: number) => (unit === 'ms' ? Math.round(value) : value)
  if ('maxRatio' in target) return `at most ${target.maxRatio}x`
  if ('atMost' in target) return `at most ${bound(target.atMost)}${suffix}`
  if ('atLeast' in target) return `at least ${bound(target.atLeast)}${suffix}`
  return `under ${bound(target.below)}${suffix}`
}

const HEADER = ['figure', 'portal', 'react-admin', 'ratio', 'target', 'met?'] as const

/** The bench's table, one line a figure, columns padded to their widest cell. */
export function formatTable(figures: Figure[]): string[] {
  const rows = figures.map((figure) => {
    // A score is not a cost: half the reference's score is not "twice as good", so no ratio.
    const ratio = figure.unit === 'score' ? undefined : ratioOf(figure)
    return [
      figure.label,
      formatValue(figure.portal, figure.unit),
      formatValue(figure.reference, figure.unit),
      ratio === undefined ? '-' : `${ratio.toFixed(2)}x`,
      formatTarget(figure.target, figure.unit),
      verdictOf(figure),
    ]
  })
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(HEADER), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
}
