import { describe, expect, test } from 'vitest'

import { closureOn, toClosureSpan } from './closure-spans'
import { closing } from './test-fixtures'

describe('toClosureSpan', () => {
  test('reads the data service shapes: one day, a span, and a permanent closure', () => {
    expect(
      toClosureSpan(closing({ day: '2026-12-25', from: '2026-12-25', to: '2026-12-25', reason: 'Noël' })),
    ).toEqual({
      first: '2026-12-25',
      last: '2026-12-25',
      reason: 'Noël',
    })
    expect(toClosureSpan(closing({ day: '2026-11-02', from: '2026-11-02', to: '2026-11-06' }))).toEqual({
      first: '2026-11-02',
      last: '2026-11-06',
    })
    expect(toClosureSpan(closing({ day: '2026-12-01', from: '2026-12-01', to: null }))).toEqual({
      first: '2026-12-01',
    })
  })

  test('reads partial records liberally and a backwards span forwards', () => {
    expect(toClosureSpan(closing({ day: '2026-12-01' }))).toEqual({ first: '2026-12-01', last: '2026-12-01' })
    expect(toClosureSpan(closing({ day: '2026-12-01', to: '2026-12-03' }))).toEqual({
      first: '2026-12-01',
      last: '2026-12-03',
    })
    expect(toClosureSpan(closing({ from: '2026-12-05', to: '2026-12-03' }))).toEqual({
      first: '2026-12-03',
      last: '2026-12-05',
    })
    // The same rule as the closing-dates section (../closure-span.ts): a `to` alone is that day.
    expect(toClosureSpan(closing({ to: '2026-12-03' }))).toEqual({ first: '2026-12-03', last: '2026-12-03' })
    expect(toClosureSpan(closing({}))).toBeUndefined()
  })

  test('drops a blank reason', () => {
    expect(toClosureSpan(closing({ day: '2026-12-01', reason: '  ' }))).toEqual({
      first: '2026-12-01',
      last: '2026-12-01',
    })
  })
})

describe('closureOn', () => {
  test('prefers a permanent closure, then one with a reason', () => {
    const spans = [
      { first: '2026-12-01', last: '2026-12-31' },
      { first: '2026-12-10', last: '2026-12-10', reason: 'Inventory' },
      { first: '2026-12-20', reason: 'Permanent closure' },
    ]
    expect(closureOn(spans, '2026-12-05')).toBe(spans[0])
    expect(closureOn(spans, '2026-12-10')).toBe(spans[1])
    expect(closureOn(spans, '2026-12-24')).toBe(spans[2])
    expect(closureOn(spans, '2026-11-30')).toBeUndefined()
  })
})
