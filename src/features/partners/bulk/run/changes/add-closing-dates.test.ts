import { describe, expect, test, vi } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import { closingDateFields, type ClosingDateDraft } from '../../../model/closing-date-rules'
import { sayWords } from '../report-words'

import { addClosingDate, addClosingDates } from './add-closing-dates'
import { findClosureOverlaps, findEntryOverlaps } from './closure-overlaps'
import {
  givePartner,
  loseWriteAnswer,
  partnerTarget,
  recordReads,
  recordWrites,
  recordsOf,
  refuseReads,
  refuseWrite,
  runStep,
  throughMockService,
} from './test-support'

throughMockService()

const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }
const christmasRecord = { day: '2026-12-24', from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }

describe('adding a closing date to many partners', () => {
  test('creates the closure with the partner as bpId; its undo deletes that very record', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const writes = recordWrites()
    const outcome = await runStep(addClosingDate([target], christmas, { overlapping: 'skip' }), target)
    const [created] = recordsOf('closing-dates', target.id)
    expect(created).toMatchObject({ ...christmasRecord, bpId: target.id })
    expect(writes).toEqual([
      { method: 'POST', path: 'closing-dates', body: { ...christmasRecord, bpId: target.id } },
    ])
    expect(outcome).toEqual({
      kind: 'done',
      undo: [{ kind: 'delete', resource: 'closing-dates', id: created!.id, created }],
    })
  })

  test.each([
    ['the same days and reason', [christmasRecord], 'skip', { kind: 'skipped', reason: { kind: 'already' } }],
    [
      'the same days and reason, spaces aside',
      [{ ...christmasRecord, reason: ' Christmas ' }],
      'add',
      { kind: 'skipped', reason: { kind: 'already' } },
    ],
    [
      'an overlapping closure, skipping overlaps',
      [{ day: '2026-12-20', from: '2026-12-20', to: '2026-12-24', reason: 'Inventory' }],
      'skip',
      { kind: 'skipped', reason: { kind: 'overlaps', from: '2026-12-20', to: '2026-12-24' } },
    ],
    [
      'the same days for another reason, skipping overlaps',
      [{ ...christmasRecord, reason: 'Inventory' }],
      'skip',
      { kind: 'skipped', reason: { kind: 'overlaps', from: '2026-12-24', to: '2026-12-26' } },
    ],
    [
      'a permanent closure from before',
      [{ day: '2026-12-01', from: '2026-12-01', to: null, reason: 'Moved' }],
      'skip',
      { kind: 'skipped', reason: { kind: 'overlaps', from: '2026-12-01' } },
    ],
    [
      'an overlapping closure, adding anyway',
      [{ day: '2026-12-20', from: '2026-12-20', to: '2026-12-24', reason: 'Inventory' }],
      'add',
      { kind: 'done' },
    ],
    [
      'a closure on other days',
      [{ day: '2026-12-31', from: '2026-12-31', to: '2026-12-31' }],
      'skip',
      { kind: 'done' },
    ],
  ] as const)('a partner with %s', async (_, closures, overlapping, expected) => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, closures)
    const outcome = await runStep(addClosingDate([target], christmas, { overlapping }), target)
    expect(outcome).toMatchObject(expected)
    expect(recordsOf('closing-dates', target.id)).toHaveLength(
      closures.length + (expected.kind === 'done' ? 1 : 0),
    )
  })

  test('running a step twice creates the closure once', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const change = addClosingDate([target], christmas, { overlapping: 'add' })
    const first = await runStep(change, target)
    // The same change tried again still names what it made, so its undo is kept.
    expect(await runStep(change, target)).toEqual(first)
    // Another run finds it there.
    const again = addClosingDate([target], christmas, { overlapping: 'add' })
    expect(await runStep(again, target)).toEqual({ kind: 'skipped', reason: { kind: 'already' } })
    expect(recordsOf('closing-dates', target.id)).toHaveLength(1)
  })

  test('a partner gets each of its closures; the undo names only those made', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [christmasRecord])
    const newYear = { from: '2027-01-01', to: '', reason: 'New Year' }
    const change = addClosingDates([{ target, drafts: [christmas, newYear] }], { overlapping: 'skip' })
    const outcome = await runStep(change, target)
    const made = recordsOf('closing-dates', target.id).find((record) => record.reason === 'New Year')
    expect(made).toMatchObject({ day: '2027-01-01', from: '2027-01-01', to: '2027-01-01' })
    expect(outcome).toEqual({
      kind: 'done',
      undo: [{ kind: 'delete', resource: 'closing-dates', id: made!.id, created: made }],
    })
  })

  test('two rows of the import for one partner that overlap each other: the second meets the first', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const drafts = [christmas, { from: '2026-12-26', to: '2026-12-27', reason: 'Boxing Day' }]
    const change = addClosingDates([{ target, drafts }], { overlapping: 'skip' })
    expect(await runStep(change, target)).toMatchObject({ kind: 'done', undo: [{ kind: 'delete' }] })
    expect(recordsOf('closing-dates', target.id)).toMatchObject([christmasRecord])
  })

  test('a step retried after failing part-way makes only what is missing and keeps every undo', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const newYear = { from: '2027-01-01', to: '', reason: 'New Year' }
    const change = addClosingDates([{ target, drafts: [christmas, newYear] }], { overlapping: 'skip' })
    refuseWrite('closing-dates', 2)
    await expect(runStep(change, target)).rejects.toMatchObject({ kind: 'server' })
    expect(recordsOf('closing-dates', target.id)).toHaveLength(1)
    const outcome = await runStep(change, target)
    const records = recordsOf('closing-dates', target.id)
    expect(records.map((record) => record.reason)).toEqual(['Christmas', 'New Year'])
    expect(outcome).toMatchObject({ kind: 'done', undo: records.map(({ id }) => ({ kind: 'delete', id })) })
  })

  test('a create that landed though its answer was lost is the run’s own on the retry: kept for undo, not made again', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const change = addClosingDate([target], christmas, { overlapping: 'skip' })
    loseWriteAnswer('closing-dates')
    await expect(runStep(change, target)).rejects.toMatchObject({ kind: 'network' })
    const [landed, ...more] = recordsOf('closing-dates', target.id)
    expect(more).toEqual([])

    const outcome = await runStep(change, target)

    expect(recordsOf('closing-dates', target.id)).toEqual([landed])
    expect(outcome).toMatchObject({ kind: 'done', undo: [{ kind: 'delete', id: landed!.id }] })
  })

  test('the very same closure there before the run is not the run’s: skipped, nothing to undo', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [{ ...closingDateFields(christmas) }])
    const change = addClosingDate([target], christmas, { overlapping: 'skip' })
    expect(await runStep(change, target)).toEqual({ kind: 'skipped', reason: { kind: 'already' } })
  })

  test('an entry naming a partner twice is one target with both closures', () => {
    const target = partnerTarget()
    const change = addClosingDates(
      [
        { target, drafts: [christmas] },
        { target, drafts: [{ from: '2027-01-01', to: '', reason: '' }] },
      ],
      { overlapping: 'skip' },
    )
    expect(change.targets).toEqual([target])
    expect(change.title).toEqual({ key: 'detail:bulk.titles.addClosingDates', values: { count: 2 } })
    expect(change.resources).toEqual(['closing-dates'])
  })

  test('refuses a closure without real days before anything runs', () => {
    const target = partnerTarget()
    for (const draft of [
      { from: '', to: '', reason: 'Christmas' },
      { from: '2026-12-26', to: '2026-12-24', reason: '' },
    ])
      expect(() => addClosingDate([target], draft, { overlapping: 'add' })).toThrow(/real days/)
  })

  test('the title names the closure, with its reason when it has one', () => {
    const target = partnerTarget()
    const { t } = createTestI18n('en')
    const said = (draft: ClosingDateDraft) =>
      sayWords(t, addClosingDate([target], draft, { overlapping: 'skip' }).title, 'en').replace(/\s/g, ' ')
    expect(said(christmas)).toBe('Add the closing date Thu, Dec 24 – Sat, Dec 26, 2026 (Christmas)')
    expect(said({ from: '2026-12-24', to: '', reason: ' ' })).toBe('Add the closing date Thu, Dec 24, 2026')
  })
})

describe('finding overlaps before adding', () => {
  test('names the partners with an overlapping closure (its days) and those with the very same one', async () => {
    const [free, overlapping, same] = [partnerTarget(0), partnerTarget(1), partnerTarget(2)]
    givePartner('closing-dates', free.id, [{ day: '2026-12-01', from: '2026-12-01', to: '2026-12-02' }])
    givePartner('closing-dates', overlapping.id, [
      { day: '2026-12-26', from: '2026-12-26', to: '2027-01-02' },
    ])
    givePartner('closing-dates', same.id, [christmasRecord])
    const onProgress = vi.fn()
    const writes = recordWrites()
    const reads = recordReads('closing-dates')
    const found = await findClosureOverlaps([free, overlapping, same], christmas, {
      onProgress,
      concurrency: 2,
    })
    expect(found).toEqual({
      overlapping: [{ target: overlapping, draft: christmas, from: '2026-12-26', to: '2027-01-02' }],
      same: [{ target: same, draft: christmas }],
    })
    // The three partners' closing dates are one request (bpId=a,b,c), not one a partner.
    expect(reads).toHaveLength(1)
    expect(onProgress).toHaveBeenLastCalledWith(3, 3)
    expect(writes).toEqual([])
  })

  test("reads each partner once for all of an import's closures", async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [christmasRecord])
    const boxingDay = { from: '2026-12-26', to: '', reason: 'Boxing Day' }
    const newYear = { from: '2027-01-01', to: '', reason: '' }
    const onProgress = vi.fn()
    const found = await findEntryOverlaps([{ target, drafts: [christmas, boxingDay, newYear] }], {
      onProgress,
    })
    expect(found).toEqual({
      overlapping: [{ target, draft: boxingDay, from: '2026-12-24', to: '2026-12-26' }],
      same: [{ target, draft: christmas }],
    })
    expect(onProgress).toHaveBeenCalledExactlyOnceWith(1, 1)
  })

  test('a failed read fails the preview', async () => {
    refuseReads('closing-dates')
    await expect(findClosureOverlaps([partnerTarget()], christmas)).rejects.toMatchObject({ kind: 'server' })
  })
})
