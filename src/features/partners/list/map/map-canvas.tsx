import { useMemo, useState, type ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { createMapGrid } from './map-grid'
import type { MapGroup, MapPin } from './map-groups'
import type { MapPartner } from './map-pins'
import * as styles from './partner-map.module.css'
import { useMapGestures } from './use-map-gestures'
import { WORLD_HEIGHT, WORLD_WIDTH } from './world-map'

type MapCanvasProps = {
  land: string
  /** The partners placed so far: an array the reading may go on appending to. */
  pins: readonly MapPin<MapPartner>[]
  /** How many pins there are now: a new count draws the ones added. */
  pinCount: number
  /** The map's accessible name ("Dealers on a map"). */
  label: string
  /** A partner's link: its detail page, in the page's language. */
  hrefOf: (partner: MapPartner) => string
  onOpen: (partner: MapPartner) => void
  /** Whether a partner is chosen for a bulk change: its mark is ringed and says so (none when not given). */
  isChosen?: (partner: MapPartner) => boolean
  /** What goes below the map, told which marks are in view (their partners, place by place). */
  inView?: (groups: MapGroup<MapPartner>[]) => ReactNode
}

const SIZE: [number, number] = [WORLD_WIDTH, WORLD_HEIGHT]
const CELL = 36

/**
 * The world with every partner on it: groups of close partners show their count
 * and zoom in when chosen; a single partner is a link to its page, named for screen readers and
 * described on hover or focus. Zoom by the wheel, the buttons or + and -, pan by dragging (mouse
 * or touch) or the arrow keys; 0 shows the whole world again. Tab goes through the marks west to
 * east; only the marks in view are in the tab order. Enter on a group zooms into it.
 */
export function MapCanvas({ land, pins, pinCount, label, hrefOf, onOpen, isChosen, inView }: MapCanvasProps) {
  const { t } = useTranslation()
  const describe = (partner: MapPartner | undefined) => ({
    name: partner?.name,
    city: partner?.city,
    status: partner?.status ? t(`status.${partner.status}`) : '',
  })
  const { view, svg, zoom, reset, dragged, handlers } = useMapGestures(SIZE)
  const [tip, setTip] = useState<{ group: MapGroup<MapPartner>; x: number; y: number }>()
  const grid = useMemo(() => createMapGrid(pins, CELL), [pins])
  // The marks in view: the grid takes the pins that came since, the view only picks its cells.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pinCount: the pins' array grows in place
  const shown = useMemo(() => grid.groupsIn(view, SIZE), [grid, view, pinCount])

  const at = (group: MapGroup<unknown>) =>
    [group.x * view.scale + view.x, group.y * view.scale + view.y] as const
  const showTip = (group: MapGroup<MapPartner>) => {
    const [x, y] = at(group)
    setTip({ group, x: (x / WORLD_WIDTH) * 100, y: (y / WORLD_HEIGHT) * 100 })
  }

  return (
    <>
      <div className={styles.frame}>
        <svg
          ref={svg}
          viewBox={`0 0 ${WORLD_WIDTH} ${WORLD_HEIGHT}`}
          className={styles.map}
          role="group"
          aria-label={label}
          aria-roledescription={t('map.roleDescription')}
          tabIndex={0}
          {...handlers}
        >
          <path
            className={styles.land}
            d={land}
            transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}
          />
          {shown.map((group) => {
            const [x, y] = at(group)
            const [only] = group.items
            const chosen = isChosen ? group.items.filter(isChosen).length : 0
            const radius = group.items.length === 1 ? 7 : 11 + Math.min(9, Math.log2(group.items.length) * 2)
            const ring = chosen > 0 && <circle className={styles.ring} cx={x} cy={y} r={radius + 3.5} />
            const hover = {
              onMouseEnter: () => showTip(group),
              onFocus: () => showTip(group),
              onMouseLeave: () => setTip(undefined),
              onBlur: () => setTip(undefined),
            }
            if (group.items.length === 1 && only) {
              return (
                <a
                  key={group.key}
                  href={hrefOf(only)}
                  className={`${styles.pin} ${only.status ? styles[only.status] : ''}`}
                  aria-label={t(chosen ? 'map.selection.partner' : 'map.partner', describe(only))}
                  onClick={(event) => {
                    event.preventDefault()
                    if (!dragged()) onOpen(only)
                  }}
                  {...hover}
                >
                  {ring}
                  <circle cx={x} cy={y} r={radius} />
                </a>
              )
            }
            // The group's mark goes as it splits: focus returns to the map, whose next Tab is the
            // first mark in view, west to east.
            const openGroup = () => {
              zoom(4, x, y)
              svg.current?.focus()
            }
            return (
              <g
                key={group.key}
                className={styles.group}
                role="button"
                tabIndex={0}
                aria-label={
                  chosen
                    ? t('map.selection.group', { count: group.items.length, selected: chosen })
                    : t('map.group', { count: group.items.length })
                }
                onClick={openGroup}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return
                  event.preventDefault()
                  event.stopPropagation()
                  openGroup()
                }}
                {...hover}
              >
                {ring}
                <circle cx={x} cy={y} r={radius} />
                <text x={x} y={y} textAnchor="middle" dominantBaseline="central">
                  {group.items.length}
                </text>
              </g>
            )
          })}
        </svg>
        {tip && (
          <div className={styles.tip} style={{ left: `${tip.x}%`, top: `${tip.y}%` }} aria-hidden="true">
            {tip.group.items.length === 1
              ? t('map.partner', describe(tip.group.items[0]))
              : t('map.group', { count: tip.group.items.length })}
          </div>
        )}
        <div className={styles.controls}>
          <Button size="sm" variant="secondary" onClick={() => zoom(2)} aria-label={t('map.zoomIn')}>
            +
          </Button>
          <Button size="sm" variant="secondary" onClick={() => zoom(0.5)} aria-label={t('map.zoomOut')}>
            −
          </Button>
          <Button size="sm" variant="secondary" onClick={reset} aria-label={t('map.reset')}>
            ⟲
          </Button>
        </div>
      </div>
      {inView?.(shown)}
    </>
  )
}
