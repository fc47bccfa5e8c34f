import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import type { BulkChange, BulkTarget, ItemResult } from '../bulk-change'

import { addClosingDate, addClosingDates } from './add-closing-dates'
import { deleteClosingDates } from './delete-closing-dates'
import { removeService } from './service-change'
import { changeStoreSettings } from './store-settings-change'
import {
  givePartner,
  partnerTarget,
  recordWrites,
  recordsOf,
  runStep,
  throughMockService,
} from './test-support'
import { undoChange } from './undo'

throughMockService()

const title = { key: 'test.undoTitle' }
const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }

/** Runs every step of `change`, as the runner would, and the undo of what it came to. */
async function runAndUndo(change: BulkChange) {
  const results: ItemResult[] = []
  for (const target of change.targets) results.push({ target, ...(await runStep(change, target)) })
  return undoChange(results, title)
}

const storeConfigOf = (target: BulkTarget) => recordsOf('store-configs', target.id)[0]!

describe('undoing a run', () => {
  test('puts back store settings exactly as they were read, development spellings and unknown fields too', async () => {
    const target = partnerTarget()
    const before = db.patch('store-configs', storeConfigOf(target).id, {
      gRAActive: false,
      legacyTier: 'T2',
    })!
    const undo = await runAndUndo(changeStoreSettings([target], { GRAActive: true, shopActive: false }))
    const writes = recordWrites()
    expect(await runStep(undo, target)).toEqual({ kind: 'done', undo: [] })
    expect(JSON.stringify(writes[0]!.body)).toBe(JSON.stringify(before))
    expect(storeConfigOf(target)).toEqual(before)
  })

  test('leaves alone a record someone changed since, and names what changed', async () => {
    const target = partnerTarget()
    const undo = await runAndUndo(changeStoreSettings([target], { blocked: 'all' }))
    const changed = db.patch('store-configs', storeConfigOf(target).id, { emailShipment: 'new@x.test' })
    const writes = recordWrites()
    expect(await runStep(undo, target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'changed-since', fields: ['emailShipment'] },
    })
    expect(writes).toEqual([])
    expect(storeConfigOf(target)).toEqual(changed)
  })

  test('a record put back already, or gone, is not written', async () => {
    const [kept, gone] = [partnerTarget(0), partnerTarget(1)]
    const undo = await runAndUndo(changeStoreSettings([kept, gone], { blocked: 'all' }))
    await runStep(undo, kept)
    db.remove('store-configs', storeConfigOf(gone).id)
    const writes = recordWrites()
    expect(await runStep(undo, kept)).toEqual({ kind: 'done', undo: [] })
    expect(await runStep(undo, gone)).toEqual({ kind: 'skipped', reason: { kind: 'gone' } })
    expect(writes).toEqual([])
  })

  test('deletes a closure the run made, unless it changed since or is gone', async () => {
    const [plain, edited, deleted] = [partnerTarget(0), partnerTarget(1), partnerTarget(2)]
    for (const target of [plain, edited, deleted]) givePartner('closing-dates', target.id, [])
    const undo = await runAndUndo(
      addClosingDate([plain, edited, deleted], christmas, { overlapping: 'skip' }),
    )
    db.patch('closing-dates', recordsOf('closing-dates', edited.id)[0]!.id, { reason: 'Christmas break' })
    db.remove('closing-dates', recordsOf('closing-dates', deleted.id)[0]!.id)
    expect(await runStep(undo, plain)).toEqual({ kind: 'done', undo: [] })
    expect(recordsOf('closing-dates', plain.id)).toEqual([])
    expect(await runStep(undo, edited)).toEqual({
      kind: 'skipped',
      reason: { kind: 'changed-since', fields: ['reason'] },
    })
    expect(recordsOf('closing-dates', edited.id)).toHaveLength(1)
    expect(await runStep(undo, deleted)).toEqual({ kind: 'skipped', reason: { kind: 'already' } })
  })

  test('undoes only its own run: a closure another run made stays', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const undo = await runAndUndo(addClosingDate([target], christmas, { overlapping: 'add' }))
    const other = addClosingDate(
      [target],
      { from: '2026-12-25', to: '', reason: 'Christmas Day' },
      { overlapping: 'add' },
    )
    await runStep(other, target)
    await runStep(undo, target)
    expect(recordsOf('closing-dates', target.id)).toMatchObject([{ reason: 'Christmas Day' }])
  })

  test('brings back a removed service once, under a new id, however often it runs', async () => {
    const target = partnerTarget()
    const [map] = givePartner('service-maps', target.id, [{ campaignId: 'CMP-FIT', note: 'kept' }])
    const undo = await runAndUndo(removeService([target], 'CMP-FIT'))
    const writes = recordWrites()
    expect(await runStep(undo, target)).toEqual({ kind: 'done', undo: [] })
    expect(await runStep(undo, target)).toEqual({ kind: 'done', undo: [] })
    expect(writes).toEqual([
      {
        method: 'POST',
        path: 'service-maps',
        body: { bpId: target.id, campaignId: 'CMP-FIT', note: 'kept' },
      },
    ])
    const [back] = recordsOf('service-maps', target.id)
    expect(back).toEqual({ ...map, id: back!.id })
    expect(back!.id).not.toBe(map!.id)
  })

  test('brings back deleted closures, unless the same closure is back already', async () => {
    const target = partnerTarget()
    const [inventory, holiday] = givePartner('closing-dates', target.id, [
      { day: '2026-12-01', from: '2026-12-01', to: '2026-12-01', reason: 'Inventory' },
      { day: '2026-12-24', from: '2026-12-24', to: '2026-12-26', reason: 'Holiday' },
    ])
    const undo = await runAndUndo(
      deleteClosingDates([target], { reason: '', from: '2026-12-01', to: '2026-12-31' }),
    )
    db.create('closing-dates', { ...holiday, reason: ' Holiday ' })
    await runStep(undo, target)
    const { id: _inventoryId, ...inventoryFields } = inventory!
    expect(recordsOf('closing-dates', target.id)).toMatchObject([{ reason: ' Holiday ' }, inventoryFields])
  })

  test('a partner with one record changed since: the rest is undone, its line names the change', async () => {
    const target = partnerTarget()
    givePartner('closing-dates', target.id, [])
    const newYear = { from: '2027-01-01', to: '', reason: 'New Year' }
    const undo = await runAndUndo(
      addClosingDates([{ target, drafts: [christmas, newYear] }], { overlapping: 'skip' }),
    )
    const edited = recordsOf('closing-dates', target.id).find((record) => record.reason === 'New Year')!
    db.patch('closing-dates', edited.id, { to: '2027-01-02' })
    expect(await runStep(undo, target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'changed-since', fields: ['to'] },
    })
    expect(recordsOf('closing-dates', target.id)).toMatchObject([{ reason: 'New Year', to: '2027-01-02' }])
  })
})

describe('what an undo touches', () => {
  test('only partners the run changed, and it cannot itself be undone', () => {
    const [done, skipped, failed] = [partnerTarget(0), partnerTarget(1), partnerTarget(2)]
    const undo = undoChange(
      [
        {
          target: done,
          kind: 'done',
          undo: [{ kind: 'recreate', resource: 'service-maps', removed: { bpId: done.id } }],
        },
        { target: skipped, kind: 'skipped', reason: { kind: 'already' } },
        { target: failed, kind: 'failed', reason: { key: 'data:errors.server' } },
      ],
      title,
    )
    expect(undo).toMatchObject({
      title,
      targets: [done],
      isUndo: true,
      resources: ['service-maps', 'services'],
    })
  })
})
