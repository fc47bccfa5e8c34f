import { render } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { useEffectEvent } from './use-effect-event'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** Reports `value` from a timer its first render sets up, as a debounce or a listener would. */
function ReportLater({ value, report }: { value: string; report: (value: string) => void }) {
  const reportValue = useEffectEvent(() => report(value))
  useEffect(() => {
    const timer = setTimeout(reportValue, 100)
    return () => clearTimeout(timer)
  }, [])
  return null
}

test('a timer set up by the first render calls the handler of the latest render', () => {
  const report = vi.fn()
  const { rerender } = render(<ReportLater value="first" report={report} />)
  rerender(<ReportLater value="second" report={report} />)
  vi.advanceTimersByTime(100)
  expect(report.mock.calls).toEqual([['second']])
})

test('is one function across renders, and passes its arguments and result through', () => {
  const seen: ((factor: number) => number)[] = []
  function Times({ n }: { n: number }) {
    const times = useEffectEvent((factor: number) => n * factor)
    useEffect(() => {
      seen.push(times)
    })
    return null
  }
  const { rerender } = render(<Times n={1} />)
  rerender(<Times n={3} />)
  expect(seen).toHaveLength(2)
  expect(seen[1]).toBe(seen[0])
  expect(seen[0]!(2)).toBe(6)
})
