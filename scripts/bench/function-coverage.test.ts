import { describe, expect, it } from 'vitest'

import { neverRunByModule, ranFunctionBytes, type CoveredFunction } from './function-coverage'

const fn = (startOffset: number, endOffset: number, count: number, ...blocks: CoveredFunction['ranges']) => ({
  ranges: [{ startOffset, endOffset, count }, ...blocks],
})

describe('ranFunctionBytes', () => {
  it('counts a function that ran as a whole, a block it skipped included', () => {
    const ran = ranFunctionBytes(10, [fn(0, 10, 1, { startOffset: 2, endOffset: 6, count: 0 })])
    expect([...ran]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
  })

  it('counts a function never called inside one that ran as never run, and one called inside it as run', () => {
    const ran = ranFunctionBytes(12, [fn(0, 12, 1), fn(2, 8, 0), fn(4, 6, 3)])
    expect([...ran]).toEqual([1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1])
  })

  it('reads the functions in any order', () => {
    const inOrder = ranFunctionBytes(12, [fn(0, 12, 1), fn(2, 8, 0), fn(4, 6, 3)])
    expect(ranFunctionBytes(12, [fn(4, 6, 3), fn(0, 12, 1), fn(2, 8, 0)])).toEqual(inOrder)
  })

  it('leaves bytes outside every function as never run', () => {
    expect([...ranFunctionBytes(4, [fn(1, 3, 1)])]).toEqual([0, 1, 1, 0])
  })
})

describe('neverRunByModule', () => {
  it("adds up each module's bytes and its never-run bytes over all its spans, most never run first", () => {
    const ran = Uint8Array.from([1, 1, 0, 0, 0, 1, 0, 1])
    expect(
      neverRunByModule(ran, [
        { module: 'npm:zod', start: 0, end: 3 },
        { module: 'npm:i18next', start: 3, end: 6 },
        { module: 'npm:zod', start: 6, end: 8 },
      ]),
    ).toEqual([
      { module: 'npm:i18next', bytes: 3, neverRun: 2 },
      { module: 'npm:zod', bytes: 5, neverRun: 2 },
    ])
  })
})
