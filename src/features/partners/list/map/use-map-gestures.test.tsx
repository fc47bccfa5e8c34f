import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { useMapGestures, WHOLE_WORLD, type MapGestures } from './use-map-gestures'

const SIZE: [number, number] = [960, 560]

/** A map frame with the gestures on it; happy-dom lays nothing out, so a client pixel is a map unit. */
function renderMap() {
  let gestures: MapGestures | undefined
  function Frame() {
    gestures = useMapGestures(SIZE)
    return <svg role="group" aria-label="Map" tabIndex={0} ref={gestures.svg} {...gestures.handlers} />
  }
  render(<Frame />)
  const now = () => {
    if (!gestures) throw new Error('not rendered')
    return gestures
  }
  return { map: screen.getByRole('group', { name: 'Map' }), now }
}

/** A turn of the wheel over a point; happy-dom's WheelEvent has no pointer position, so it is added. */
function wheel(target: Element, deltaY: number, clientX: number, clientY: number) {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })
  Object.defineProperties(event, { clientX: { value: clientX }, clientY: { value: clientY } })
  fireEvent(target, event)
}

describe('the map gestures', () => {
  test('+ and - zoom by two around the middle, 0 shows the whole world again', () => {
    const { map, now } = renderMap()
    fireEvent.keyDown(map, { key: '+' })
    expect(now().view).toEqual({ scale: 2, x: -480, y: -280 })
    fireEvent.keyDown(map, { key: '+' })
    fireEvent.keyDown(map, { key: '-' })
    expect(now().view).toEqual({ scale: 2, x: -480, y: -280 })
    fireEvent.keyDown(map, { key: '0' })
    expect(now().view).toEqual(WHOLE_WORLD)
  })

  test('the arrow keys pan a step, and never past the edge of the world', () => {
    const { map, now } = renderMap()
    fireEvent.keyDown(map, { key: '+' })
    fireEvent.keyDown(map, { key: 'ArrowLeft' })
    expect(now().view).toMatchObject({ x: -420, y: -280 })
    fireEvent.keyDown(map, { key: 'ArrowUp' })
    expect(now().view).toMatchObject({ x: -420, y: -220 })
    for (let step = 0; step < 20; step += 1) fireEvent.keyDown(map, { key: 'ArrowLeft' })
    expect(now().view.x).toBe(0)
    for (let step = 0; step < 40; step += 1) fireEvent.keyDown(map, { key: 'ArrowRight' })
    expect(now().view.x).toBe(-960)
  })

  test('other keys are left to the page: Tab still moves on', () => {
    const { map, now } = renderMap()
    const tab = fireEvent.keyDown(map, { key: 'Tab' })
    const plus = fireEvent.keyDown(map, { key: '+' })
    // fireEvent says whether the event was not cancelled.
    expect([tab, plus]).toEqual([true, false])
    expect(now().view.scale).toBe(2)
  })

  test('the wheel zooms around the cursor: the point under it stays', () => {
    const { map, now } = renderMap()
    wheel(map, -Math.log(2) / 0.002, 300, 100)
    const { scale, x, y } = now().view
    expect(scale).toBeCloseTo(2)
    expect((300 - x) / scale).toBeCloseTo(300)
    expect((100 - y) / scale).toBeCloseTo(100)
    wheel(map, 5000, 300, 100)
    expect(now().view).toEqual(WHOLE_WORLD)
  })

  test('a drag pans by the pointer’s move; a press that hardly moves is a click', () => {
    const { map, now } = renderMap()
    act(() => now().zoom(4))
    const before = now().view
    fireEvent.pointerDown(map, { clientX: 100, clientY: 100 })
    fireEvent.pointerMove(map, { clientX: 102, clientY: 101 })
    fireEvent.pointerUp(map)
    expect(now().view).toEqual(before)
    expect(now().dragged()).toBe(false)

    fireEvent.pointerDown(map, { clientX: 100, clientY: 100 })
    fireEvent.pointerMove(map, { clientX: 150, clientY: 130 })
    fireEvent.pointerMove(map, { clientX: 160, clientY: 130 })
    fireEvent.pointerUp(map)
    expect(now().view).toEqual({ ...before, x: before.x + 60, y: before.y + 30 })
    // The click that ends a drag opens nothing; the next press starts afresh.
    expect(now().dragged()).toBe(true)
    fireEvent.pointerMove(map, { clientX: 400, clientY: 400 })
    expect(now().view).toEqual({ ...before, x: before.x + 60, y: before.y + 30 })
    fireEvent.pointerDown(map, { clientX: 10, clientY: 10 })
    expect(now().dragged()).toBe(false)
  })
})
