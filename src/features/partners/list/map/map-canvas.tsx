import {
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import { groupPins, panView, zoomView, type MapGroup, type MapPin, type MapView } from './map-groups'
import type { MapPartner } from './map-pins'
import * as styles from './partner-map.module.css'
import { WORLD_HEIGHT, WORLD_WIDTH } from './world-map'

type MapCanvasProps = {
  land: string
  pins: readonly MapPin<MapPartner>[]
  /** The map's accessible name ("Dealers on a map"). */
  label: string
  /** A partner's link: its detail page, in the page's language. */
  hrefOf: (partner: MapPartner) => string
  onOpen: (partner: MapPartner) => void
  /** Whether a partner is chosen for a bulk change: its mark is ringed and says so. */
  isChosen?: (partner: MapPartner) => boolean
  /** What goes below the map, told which marks are in view (their partners, place by place). */
  inView?: (groups: MapGroup<MapPartner>[]) => ReactNode
}

const SIZE: [number, number] = [WORLD_WIDTH, WORLD_HEIGHT]
const CELL = 36
const START: MapView = { scale: 1, x: 0, y: 0 }
const PAN_STEP = 60

/**
 * The world with every partner on it: groups of close partners show their count
 * and zoom in when chosen; a single partner is a link to its page, named for screen readers and
 * described on hover or focus. Zoom by the wheel, the buttons or + and -, pan by dragging (mouse
 * or touch) or the arrow keys; 0 shows the whole world again. Tab goes through the marks west to
 * east; only the marks in view are in the tab order. Enter on a group zooms into it.
 */
export function MapCanvas({
  land,
  pins,
  label,
  hrefOf,
  onOpen,
  isChosen = () => false,
  inView,
}: MapCanvasProps) {
  const { t } = useTranslation()
  const describe = (partner: MapPartner | undefined) => ({
    name: partner?.name,
    city: partner?.city,
    status: partner?.status ? t(`status.${partner.status}`) : '',
  })
  const svg = useRef<SVGSVGElement>(null)
  const drag = useRef<{ x: number; y: number; moved: boolean } | undefined>(undefined)
  const [view, setView] = useState(START)
  const [tip, setTip] = useState<{ group: MapGroup<MapPartner>; x: number; y: number }>()
  const groups = useMemo(() => groupPins(pins, view.scale, CELL), [pins, view.scale])

  /** Client pixels to map units. */
  const unitsPerPixel = () => WORLD_WIDTH / (svg.current?.getBoundingClientRect().width || WORLD_WIDTH)
  const zoom = (factor: number, cx = WORLD_WIDTH / 2, cy = WORLD_HEIGHT / 2) =>
    setView((current) => zoomView(current, factor, cx, cy, SIZE))

  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const k = unitsPerPixel()
    zoom(Math.exp(-event.deltaY * 0.002), (event.clientX - box.left) * k, (event.clientY - box.top) * k)
  }
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: false }
  }
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current
    if (!start) return
    const k = unitsPerPixel()
    const [dx, dy] = [(event.clientX - start.x) * k, (event.clientY - start.y) * k]
    if (!start.moved && Math.hypot(dx, dy) < 4) return
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, y: event.clientY, moved: true }
    setView((current) => panView(current, dx, dy, SIZE))
  }
  const onPointerUp = () => {
    drag.current = undefined
  }
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    }
    const move = moves[event.key]
    if (move) setView((current) => panView(current, move[0], move[1], SIZE))
    else if (event.key === '+' || event.key === '=') zoom(2)
    else if (event.key === '-') zoom(0.5)
    else if (event.key === '0') setView(START)
    else return
    event.preventDefault()
  }

  const at = (group: MapGroup<unknown>) =>
    [group.x * view.scale + view.x, group.y * view.scale + view.y] as const
  const shown = groups.filter((group) => {
    const [x, y] = at(group)
    return x >= 0 && x <= WORLD_WIDTH && y >= 0 && y <= WORLD_HEIGHT
  })
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
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <path
            className={styles.land}
            d={land}
            transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}
          />
          {shown.map((group) => {
            const [x, y] = at(group)
            const [only] = group.items
            const chosen = group.items.filter(isChosen).length
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
                    if (!drag.current?.moved) onOpen(only)
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
              setView((current) => zoomView(current, 4, x, y, SIZE))
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
          <Button size="sm" variant="secondary" onClick={() => setView(START)} aria-label={t('map.reset')}>
            ⟲
          </Button>
        </div>
      </div>
      {inView?.(shown)}
    </>
  )
}
