import { describe, expect, test, vi } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import { sayWords } from '../report-words'

import { countMatchingClosures, deleteClosingDates } from './delete-closing-dates'
import {
  givePartner,
  partnerTarget,
  recordWrites,
  recordsOf,
  runStep,
  throughMockService,
} from './test-support'

throughMockService()

const closure = (from: string, to: string | null, reason: string | null = null) => ({
  day: from,
  from,
  to,
  reason,
})
const december = { reason: '', from: '2026-12-01', to: '2026-12-31' }

describe('deleting closing dates of many partners', () => {
  test.each([
    ['any reason over the days', december, [0, 1, 2]],
    ['one reason, in any case', { ...december, reason: ' inventory ' }, [0]],
    ['one day', { reason: '', from: '2026-12-24' }, [1, 2]],
  ])('takes the closures over the days with %s', async (_, match, deleted) => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [
      closure('2026-11-28', '2026-12-02', 'Inventory'),
      closure('2026-12-24', '2026-12-26', 'Holiday'),
      closure('2026-12-20', null, 'Moved'),
      closure('2027-01-02', '2027-01-03', 'Inventory'),
      { day: null, from: null, to: null, reason: 'Inventory' },
    ])
    const before = recordsOf('closing-dates', target.id)
    const outcome = await runStep(deleteClosingDates([target], match), target)
    const removed = before.filter((_record, index) => deleted.includes(index))
    expect(recordsOf('closing-dates', target.id)).toEqual(
      before.filter((record) => !removed.includes(record)),
    )
    expect(outcome).toEqual({
      kind: 'done',
      undo: removed.map((record) => ({ kind: 'recreate', resource: 'closing-dates', removed: record })),
    })
  })

  test('a partner with none matching: nothing to change, nothing written', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [closure('2027-02-01', '2027-02-02')])
    const writes = recordWrites()
    expect(await runStep(deleteClosingDates([target], december), target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'nothing-to-change' },
    })
    expect(writes).toEqual([])
  })

  test('counts what it would delete before it runs, reading a few partners at a time', async () => {
    const targets = [partnerTarget(0), partnerTarget(1), partnerTarget(2)]
    givePartner('closing-dates', targets[0]!.id, [
      closure('2026-12-01', '2026-12-01'),
      closure('2026-12-05', null),
    ])
    givePartner('closing-dates', targets[1]!.id, [closure('2027-12-01', '2027-12-01')])
    givePartner('closing-dates', targets[2]!.id, [closure('2026-12-31', '2027-01-01')])
    const onProgress = vi.fn()
    expect(await countMatchingClosures(targets, december, { onProgress })).toEqual({
      closures: 3,
      partners: 2,
    })
    expect(onProgress).toHaveBeenLastCalledWith(3, 3)
  })

  test('the title names the days and the reason', () => {
    const { title } = deleteClosingDates([], { reason: ' Inventory ', from: '2026-12-01', to: '2026-12-31' })
    expect(sayWords(createTestI18n('en').t, title, 'en').replace(/\s/g, ' ')).toBe(
      'Delete the closing dates “Inventory” within Tue, Dec 1 – Thu, Dec 31, 2026',
    )
  })
})
