import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type WheelEvent,
} from 'react'

import { panView, zoomView, type MapView } from './map-groups'

/** The whole world, unzoomed. */
export const WHOLE_WORLD: MapView = { scale: 1, x: 0, y: 0 }

/** How far an arrow key moves the map, in map units. */
const PAN_STEP = 60

/** A press that moves less than this (map units) is a click, not a drag. */
const DRAG_THRESHOLD = 4

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
}

export type MapGestures = {
  view: MapView
  /** The map's element: the gestures turn client pixels into its map units. */
  svg: RefObject<SVGSVGElement>
  /** Zooms by `factor` around a point in map units (the middle of the map unless given). */
  zoom: (factor: number, cx?: number, cy?: number) => void
  /** The whole world again. */
  reset: () => void
  /** Whether the last press moved the map: its click is then no click on a mark. */
  dragged: () => boolean
  /** What the map's element listens to. */
  handlers: {
    onWheel: (event: WheelEvent<SVGSVGElement>) => void
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => void
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => void
    onPointerUp: () => void
    onPointerCancel: () => void
    onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void
  }
}

/**
 * The map's view and how it moves: zoom by the wheel (around the cursor) or + and -, pan by
 * dragging (mouse or touch) or the arrow keys, 0 for the whole world. The view stays within the
 * limits map-groups.ts sets, the world always filling a `size` frame.
 */
export function useMapGestures(size: [number, number]): MapGestures {
  const [width, height] = size
  const svg = useRef<SVGSVGElement>(null)
  /** The press: where it last was, whether it moved the map, and whether it is still down. */
  const drag = useRef<{ x: number; y: number; moved: boolean; down: boolean } | undefined>(undefined)
  const [view, setView] = useState(WHOLE_WORLD)

  /** Client pixels to map units. */
  const unitsPerPixel = () => width / (svg.current?.getBoundingClientRect().width || width)
  const zoom = useCallback(
    (factor: number, cx = width / 2, cy = height / 2) =>
      setView((current) => zoomView(current, factor, cx, cy, [width, height])),
    [width, height],
  )
  const pan = (dx: number, dy: number) => setView((current) => panView(current, dx, dy, [width, height]))
  const reset = useCallback(() => setView(WHOLE_WORLD), [])

  // The press is kept as it ends: the click that follows tells by it whether it was a drag.
  const onPointerUp = () => {
    if (drag.current) drag.current.down = false
  }
  const handlers: MapGestures['handlers'] = {
    onWheel: (event) => {
      const box = event.currentTarget.getBoundingClientRect()
      const k = unitsPerPixel()
      zoom(Math.exp(-event.deltaY * 0.002), (event.clientX - box.left) * k, (event.clientY - box.top) * k)
    },
    onPointerDown: (event) => {
      drag.current = { x: event.clientX, y: event.clientY, moved: false, down: true }
    },
    onPointerMove: (event) => {
      const start = drag.current
      if (!start?.down) return
      const k = unitsPerPixel()
      const [dx, dy] = [(event.clientX - start.x) * k, (event.clientY - start.y) * k]
      if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return
      if (!start.moved) event.currentTarget.setPointerCapture?.(event.pointerId)
      drag.current = { x: event.clientX, y: event.clientY, moved: true, down: true }
      pan(dx, dy)
    },
    onPointerUp,
    onPointerCancel: onPointerUp,
    onKeyDown: (event) => {
      const move = KEY_MOVES[event.key]
      if (move) pan(move[0], move[1])
      else if (event.key === '+' || event.key === '=') zoom(2)
      else if (event.key === '-') zoom(0.5)
      else if (event.key === '0') reset()
      else return
      event.preventDefault()
    },
  }
  return { view, svg, zoom, reset, dragged: () => drag.current?.moved === true, handlers }
}
