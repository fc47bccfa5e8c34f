import { useId, type ReactNode } from 'react'

import { scaleLinear } from 'd3-scale'

import type { PartnerRef } from '../model/partner-ref'

import { useChartLink } from './chart-link'
import * as styles from './charts.module.css'
import { TableToggle } from './table-toggle'
import { useWidth } from './use-width'

/** A bar's colour: a status (the map's and the badges' colours) or a plain count. */
type BarTone = 'active' | 'inactive' | 'closing' | 'count'

export type ChartBar = {
  key: string
  label: string
  value: number
  tone: BarTone
  /** The list behind the bar (a site path without the language); none: the bar opens nothing. */
  path?: string
  /** The partners it counts, for "Select these N" (undefined until they are read). */
  partners?: readonly PartnerRef[]
  /**
   * The bar's accessible name: its label and count first, as they show (speech users say what
   * they see), then what else tells it apart, such as its group.
   */
  name: string
}

export type ChartGroup = { key: string; label?: string; bars: ChartBar[] }

type BarChartProps = {
  /** The id of the heading that names the chart. */
  labelledBy: string
  groups: readonly ChartGroup[]
  formatValue: (value: number) => string
  /** The table's caption: the chart's title. */
  caption: string
  /** What each bar offers at its end ("Select these N"), in a column of its own after the counts. */
  select?: BarAction
}

/** What a chart offers beside each bar, and on the bar's row of its table. */
export type BarAction = (bar: ChartBar) => ReactNode

const AXIS = 20
const GROUP_ROW = 24
/** Room for a bar and for the 28 px button beside it (a target of at least 24 px, WCAG 2.5.8). */
const BAR_ROW = 32
const BAR_HEIGHT = 18
const VALUE_ROOM = 56
/** The column of the bars' buttons: "Select" or "選取" at the chart's size, and room for its focus ring. */
const SELECT_ROOM = 72
const GAP = 8

const LABEL_GAP = 8
/** The room an ellipsis takes after a clipped label. */
const ELLIPSIS = 14

/**
 * Whether a label fits the width it has: an SVG text does not wrap, so a longer one is clipped
 * and ends in an ellipsis (drawn whole, so what shows is the start of the bar's name). Widths are
 * estimated, a CJK character at a full em and any other at about half of one, at the chart's 13 px.
 */
export function labelFits(label: string, width: number): boolean {
  const widthOf = (char: string) => (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 13 : 7.2)
  return Array.from(label).reduce((used, char) => used + widthOf(char), 0) <= width
}

/** Where each group's label and each bar go, top to bottom, and the height they take. */
export function barLayout(groups: readonly ChartGroup[]) {
  let y = AXIS
  const rows = groups.map((group) => {
    const labelY = group.label ? y + GROUP_ROW - 8 : undefined
    if (group.label) y += GROUP_ROW
    const bars = group.bars.map((bar, index) => ({ bar, top: y + index * BAR_ROW }))
    y += group.bars.length * BAR_ROW + GAP
    return { group, labelY, bars }
  })
  return { rows, height: y }
}

/**
 * Horizontal bars, grouped, every bar a link to the partners it counts: drawn in SVG for the
 * width the page gives it (d3-scale places the bars and the grid), each bar a focusable link
 * named by what it counts, with the same figures as a table the user can show. The name starts
 * with the label and count as they show (a space between the two texts, which a reading of the
 * link's text would otherwise run together), for those who click by saying what they see.
 */
export function BarChart({ labelledBy, groups, formatValue, caption, select }: BarChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>(640)
  const link = useChartLink()
  const clipId = `bar-labels${useId().replaceAll(':', '')}`

  const labelWidth = Math.round(Math.min(200, Math.max(110, width * 0.36)))
  const selectRoom = select ? SELECT_ROOM : 0
  const rowWidth = width - selectRoom
  const plotWidth = Math.max(40, rowWidth - labelWidth - VALUE_ROOM - GAP)
  const max = Math.max(1, ...groups.flatMap((group) => group.bars.map((bar) => bar.value)))
  const x = scaleLinear().domain([0, max]).range([0, plotWidth]).nice()
  // About one tick per 50 px of bars, so the axis labels never run together.
  const ticks = x.ticks(Math.max(2, Math.min(5, Math.floor(plotWidth / 50))))

  const { rows, height } = barLayout(groups)

  return (
    <div className={styles.chart}>
      <div ref={ref} className={styles.canvas}>
        <svg width={width} height={height} role="group" aria-labelledby={labelledBy} className={styles.svg}>
          <defs>
            <clipPath id={clipId}>
              <rect x={0} y={0} width={labelWidth - LABEL_GAP - ELLIPSIS} height={height} />
            </clipPath>
          </defs>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(${labelWidth + x(tick)},0)`}>
                <line y1={AXIS - 4} y2={height - GAP} className={styles.grid} />
                <text y={AXIS - 8} textAnchor="middle" className={styles.tick}>
                  {formatValue(tick)}
                </text>
              </g>
            ))}
          </g>
          {rows.map(({ group, labelY, bars }) => (
            <g key={group.key}>
              {labelY !== undefined ? (
                <text x={0} y={labelY} className={styles.groupLabel} aria-hidden="true">
                  {group.label}
                </text>
              ) : null}
              {bars.map(({ bar, top }) => {
                const indent = group.label ? 12 : 0
                const fits = labelFits(bar.label, labelWidth - indent - LABEL_GAP)
                const body = (
                  <>
                    <rect x={0} y={top} width={rowWidth} height={BAR_ROW} className={styles.hit} />
                    <text
                      x={indent}
                      y={top + BAR_ROW / 2}
                      dy="0.35em"
                      className={styles.label}
                      clipPath={fits ? undefined : `url(#${clipId})`}
                    >
                      {bar.label}
                    </text>
                    {fits ? null : (
                      <text
                        x={labelWidth - LABEL_GAP - ELLIPSIS}
                        y={top + BAR_ROW / 2}
                        dy="0.35em"
                        className={styles.label}
                        aria-hidden="true"
                      >
                        …
                      </text>
                    )}{' '}
                    <rect
                      x={labelWidth}
                      y={top + (BAR_ROW - BAR_HEIGHT) / 2}
                      width={Math.max(bar.value > 0 ? 2 : 0, x(bar.value))}
                      height={BAR_HEIGHT}
                      className={`${styles.bar} ${styles[bar.tone]}`}
                    />
                    <text
                      x={labelWidth + x(bar.value) + 6}
                      y={top + BAR_ROW / 2}
                      dy="0.35em"
                      className={styles.value}
                    >
                      {formatValue(bar.value)}
                    </text>
                  </>
                )
                const shown = bar.path ? (
                  <a {...link(bar.path)} aria-label={bar.name} className={styles.barLink}>
                    {body}
                  </a>
                ) : (
                  <g role="img" aria-label={bar.name}>
                    {body}
                  </g>
                )
                return (
                  <g key={bar.key}>
                    {shown}
                    {select ? (
                      // After its bar in the tab order; an HTML button, as everywhere else.
                      <foreignObject
                        x={rowWidth}
                        y={top}
                        width={selectRoom}
                        height={BAR_ROW}
                        className={styles.selectBox}
                      >
                        <div className={styles.select}>{select(bar)}</div>
                      </foreignObject>
                    ) : null}
                  </g>
                )
              })}
            </g>
          ))}
        </svg>
      </div>
      <TableToggle caption={caption} groups={groups} formatValue={formatValue} select={select} />
    </div>
  )
}
