import type { KeyboardEvent } from 'react'

import { scaleLinear } from 'd3-scale'

import { dateTimeFormat, numberFormat } from '@/lib/intl/cached-formatters'

import * as styles from './calendar.module.css'
import { textOn } from './contrast'
import { useWidth } from './use-width'

type ClosureCalendarProps = {
  labelledBy: string
  /** yyyy-MM-dd, today first. */
  days: readonly string[]
  counts: readonly number[]
  selected: number
  onSelect: (index: number) => void
  /**
   * Each day's accessible name: `shown`, the day as its square writes it, then how many are
   * closed and the whole date (the name starts with what shows, for those who speak to click).
   */
  nameOf: (index: number, shown: string) => string
  language: string
}

const GAP = 4
const MIN_CELL = 44
const MAX_CELL = 76
/** From no partner closed to the most closed on any day: light to dark blue. */
const EMPTY = '#f8fafc'
const FULL = '#1e3a8a'

/** A yyyy-MM-dd as UTC midnight: a calendar day, whatever the viewer's zone (model/format-day). */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * The coming days as a heat map: one square a day, darker the more partners are closed, the
 * count written in it (so no reading depends on colour), in one row of 14 where it fits and two
 * weeks of 7 where it does not (a phone). Each day is a toggle button that lists its partners.
 */
export function ClosureCalendar({
  labelledBy,
  days,
  counts,
  selected,
  onSelect,
  nameOf,
  language,
}: ClosureCalendarProps) {
  const { ref, width } = useWidth<HTMLDivElement>(640)
  const columns = width >= days.length * (MIN_CELL + GAP) ? days.length : 7
  const cell = Math.min(MAX_CELL, Math.floor((width - (columns - 1) * GAP) / columns))
  const rows = Math.ceil(days.length / columns)
  const max = Math.max(1, ...counts)
  const fill = scaleLinear<string>().domain([0, max]).range([EMPTY, FULL])
  // A day's name as short as its square needs: "Sat 28" where there is room, "S 28" on a phone.
  const weekday = dateTimeFormat(language, { weekday: cell >= 60 ? 'short' : 'narrow', timeZone: 'UTC' })
  const number = numberFormat(language)

  function onKeyDown(event: KeyboardEvent, index: number) {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    onSelect(index)
  }

  return (
    <div ref={ref} className={styles.canvas}>
      <svg
        width={columns * cell + (columns - 1) * GAP}
        height={rows * cell + (rows - 1) * GAP}
        role="group"
        aria-labelledby={labelledBy}
        className={styles.svg}
      >
        {days.map((day, index) => {
          const count = counts[index] ?? 0
          const color = fill(count)
          const text = textOn(color)
          const x = (index % columns) * (cell + GAP)
          const y = Math.floor(index / columns) * (cell + GAP)
          const date = dateOf(day)
          const shown = `${weekday.format(date)} ${number.format(date.getUTCDate())}`
          return (
            <g
              key={day}
              role="button"
              tabIndex={0}
              aria-pressed={index === selected}
              aria-label={nameOf(index, shown)}
              className={styles.day}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <rect x={x} y={y} width={cell} height={cell} rx={6} fill={color} className={styles.cell} />
              {index === selected ? (
                <rect
                  x={x + 2}
                  y={y + 2}
                  width={cell - 4}
                  height={cell - 4}
                  rx={5}
                  className={styles.selected}
                />
              ) : null}
              <text x={x + cell / 2} fill={text} textAnchor="middle" aria-hidden="true">
                <tspan y={y + cell * 0.3} className={styles.date}>
                  {shown}
                </tspan>{' '}
                <tspan x={x + cell / 2} y={y + cell * 0.72} className={styles.count}>
                  {number.format(count)}
                </tspan>
              </text>
            </g>
          )
        })}
      </svg>
    </div>
  )
}
