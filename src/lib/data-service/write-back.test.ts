import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { changedFields, writeBack } from './write-back'

type Config = { id: number; GRAActive?: boolean | null; radius?: number | null; reason?: string }

const received = (raw: Record<string, unknown>, parsed: Config) => ({
  ...parsed,
  $received: { raw, unreadable: [] },
})

describe('writeBack loses nothing', () => {
  test('sends back every field the service sent, unknown ones included, with only the edits changed', () => {
    const raw = { id: 7, radius: 5, legacyFlag: 'Y', nested: { keep: [1, 2] } }
    expect(writeBack(received(raw, { id: 7, radius: 5 }), { radius: 12 })).toEqual({
      id: 7,
      radius: 12,
      legacyFlag: 'Y',
      nested: { keep: [1, 2] },
    })
  })

  test('an edited field keeps the development spelling it came in', () => {
    const raw = { id: 7, gRAActive: true }
    const body = writeBack(
      received(raw, { id: 7, GRAActive: true }),
      { GRAActive: false },
      { gRAActive: 'GRAActive' },
    )
    expect(body).toEqual({ id: 7, gRAActive: false })
  })

  test('a field the service did not send is added under the spec name', () => {
    expect(writeBack(received({ id: 7 }, { id: 7 }), { reason: 'Stocktake' })).toEqual({
      id: 7,
      reason: 'Stocktake',
    })
  })

  test('whatever the service sent, every field not edited goes back unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (raw, value) => {
        const body = writeBack(received({ ...raw, id: 1 }, { id: 1 }), { radius: value as number })
        for (const [key, sent] of Object.entries(raw))
          if (key !== 'radius' && key !== 'id') expect(body[key]).toEqual(sent)
        expect(body.radius).toEqual(value)
      }),
    )
  })
})

describe('changedFields', () => {
  test('names the fields the form saw that changed or went, nested values compared by value', () => {
    expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], d: true })).toEqual(['b', 'c'])
    expect(changedFields({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([])
  })
})
