import type { ReactNode } from 'react'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'

import { paintNextFrame, reportShown, withFramesAndElementTiming } from '@/test/element-timing'

/** The partner's records, answered when a test says so. */
const records = vi.hoisted(() => {
  const state = { asked: [] as unknown[], answer: () => {} }
  return {
    state,
    prefetch: (_client: unknown, partner: unknown) => {
      state.asked.push(partner)
      return new Promise<void>((resolve) => (state.answer = resolve))
    },
  }
})
vi.mock('../api/prefetch-partner-records', () => ({ prefetchPartnerRecords: records.prefetch }))

// The page-load order is reset before each test (withFramesAndElementTiming).
async function renderPartnerRecords() {
  records.state.asked = []
  const { usePartnerRecords, RECORDS_WAIT_MAX_MS } = await import('./use-partner-records')
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const rendered = renderHook(
    ({ id }: { id: number }) => usePartnerRecords({ id, openingHourTemplateId: 4 }),
    { wrapper, initialProps: { id: 12 } },
  )
  return { ...rendered, RECORDS_WAIT_MAX_MS }
}

const paint = () => act(async () => paintNextFrame())
const answerRecords = () => act(async () => records.state.answer())
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms)
  })

describe('usePartnerRecords', () => {
  withFramesAndElementTiming()

  test('asks for the records once the partner is on screen, and is true once they have answered and the next frame painted', async () => {
    const { result } = await renderPartnerRecords()
    expect(records.state.asked).toEqual([])

    await act(async () => reportShown())
    await paint()
    expect(records.state.asked).toEqual([{ id: 12, openingHourTemplateId: 4 }])
    await paint()
    expect(result.current).toBe(false)

    await answerRecords()
    expect(result.current).toBe(false)
    await paint()
    expect(result.current).toBe(true)
  })

  test('stops waiting for records that have not all answered RECORDS_WAIT_MAX_MS after they were asked for', async () => {
    const { result, RECORDS_WAIT_MAX_MS } = await renderPartnerRecords()
    await act(async () => reportShown())
    await paint()
    expect(records.state.asked).toHaveLength(1)

    // A frame is at most 17 ms of fake time: still inside the wait.
    await wait(RECORDS_WAIT_MAX_MS - 20)
    await paint()
    expect(result.current).toBe(false)
    await wait(20)
    await paint()
    expect(result.current).toBe(true)

    // The records answering afterwards changes nothing.
    await answerRecords()
    await paint()
    expect(result.current).toBe(true)
  })

  test('waits again for the records of the next partner the page goes on to', async () => {
    const { result, rerender } = await renderPartnerRecords()
    await act(async () => reportShown())
    await paint()
    await answerRecords()
    await paint()
    expect(result.current).toBe(true)

    rerender({ id: 13 })
    expect(result.current).toBe(false)
    await paint()
    expect(records.state.asked).toEqual([
      { id: 12, openingHourTemplateId: 4 },
      { id: 13, openingHourTemplateId: 4 },
    ])
    await answerRecords()
    await paint()
    expect(result.current).toBe(true)
  })

  test('asks for nothing when the page has gone before the partner showed', async () => {
    const { unmount } = await renderPartnerRecords()
    unmount()
    await act(async () => reportShown())
    expect(records.state.asked).toEqual([])
  })

  test('sets nothing once the page has gone, whether the records answer or the wait ends', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { unmount, RECORDS_WAIT_MAX_MS } = await renderPartnerRecords()
    await act(async () => reportShown())
    await paint()
    expect(records.state.asked).toHaveLength(1)
    unmount()
    await answerRecords()
    await wait(RECORDS_WAIT_MAX_MS)
    await paint()
    expect(vi.getTimerCount()).toBe(0)
    expect(errors).not.toHaveBeenCalled()
  })
})
