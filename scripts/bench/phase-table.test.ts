import { describe, expect, it } from 'vitest'

import { phaseTable } from './phase-table'

describe('phaseTable', () => {
  it('orders the steps by their median, earliest first, with each visit after it', () => {
    const lines = phaseTable([
      { 'the data shows': 160, 'document received': 4.4 },
      { 'the data shows': 150, 'document received': 5.6 },
      { 'the data shows': 171, 'document received': 3.2 },
    ])
    expect(lines).toEqual([
      `     4  ${'document received'.padEnd(48)}  4 6 3`,
      `   160  ${'the data shows'.padEnd(48)}  160 150 171`,
    ])
  })

  it('takes the median of the visits that saw a step, and marks the others with a dash', () => {
    const [line] = phaseTable([{ 'chunk 5433 ran': 180 }, {}, { 'chunk 5433 ran': 190 }])
    expect(line).toBe(`   185  ${'chunk 5433 ran'.padEnd(48)}  180 - 190`)
  })

  it('has no line without a visit', () => {
    expect(phaseTable([])).toEqual([])
  })
})
