import fc from 'fast-check'
import * as z from 'zod/mini'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { generateMockData } from '@mocks/data/seed'

import { resourceNames, resources, type ResourceName } from './resources'
import { isUnreadable, recordReader } from './tolerant-read'

const data = generateMockData()
const readers = Object.fromEntries(
  resourceNames.map((name) => [name, recordReader(name, resources[name] as z.ZodMiniType<object>)]),
)

/** The spec's field names of a resource (its object schema's keys, after any renames). */
function fieldsOf(name: ResourceName): string[] {
  const schema = resources[name] as unknown as { def: { type: string; out?: z.ZodMiniObject } }
  const object = schema.def.type === 'pipe' ? schema.def.out : (resources[name] as unknown as z.ZodMiniObject)
  return Object.keys(object!.shape)
}

const samples = fc.constantFrom(
  ...resourceNames.flatMap((name) =>
    (data[name] as Record<string, unknown>[]).slice(0, 3).map((record) => ({ name, record })),
  ),
)

// Each unreadable field is logged (once); the log itself is not what these tests are about.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('reading a record tolerantly', () => {
  test('any JSON value in any one field leaves every other field as it was', () => {
    fc.assert(
      fc.property(samples, fc.nat(), fc.jsonValue(), ({ name, record }, pick, value) => {
        const fields = fieldsOf(name).filter((field) => field !== 'id' && field !== 'bpId')
        const field = fields[pick % fields.length]!
        const before = readers[name]!(record)
        const after = readers[name]!({ ...record, [field]: value })
        if (!before.ok || !after.ok) throw new Error(`${name} ${field}: record refused`)
        for (const other of fields.filter((key) => key !== field)) {
          expect(after.record[other as never], `${name}.${other}`).toEqual(before.record[other as never])
        }
        expect(after.record.$received?.raw).toEqual({ ...record, [field]: value })
        expect(after.record.$received?.unreadable.filter((key) => key !== field)).toEqual([])
      }),
    )
  })

  test('a field that cannot be read is named unreadable and left out', () => {
    const sent = { ...data['store-configs'][0], consumerOrderContactEmails: 42, radius: 'far' }
    const result = recordReader('store-configs', resources['store-configs'])(sent)
    if (!result.ok) throw new Error('refused')
    expect(result.record.$received?.unreadable).toEqual(['consumerOrderContactEmails', 'radius'])
    expect(result.record).not.toHaveProperty('radius')
    expect(isUnreadable(result.record, 'radius')).toBe(true)
    expect(isUnreadable(result.record, 'shopActive')).toBe(false)
  })

  test('logs an unreadable field once per resource and field, however many records carry it', () => {
    const [first, second] = data.discounts
    const read = recordReader('discounts', resources.discounts)
    read({ ...first, code: 1 })
    read({ ...second, code: 2 })
    const lines = vi.mocked(console.warn).mock.calls.filter(([line]) => String(line).includes('discounts'))
    expect(lines).toEqual([[expect.stringContaining('unreadable code'), expect.any(String)]])
  })

  test('an unreadable required text becomes empty, keeping the record usable', () => {
    const result = readers['business-partners']!({ ...data['business-partners'][0], name: { en: 'x' } })
    if (!result.ok) throw new Error('refused')
    expect(result.record).toMatchObject({ name: '', $received: { unreadable: ['name'] } })
  })

  test.each([
    ['id', 'seven'],
    ['id', null],
    ['bpId', 'B-10'],
    ['bpId', 1.5],
  ])('a record whose %s is %j is refused: it cannot be placed', (field, value) => {
    const result = readers.discounts!({ ...data.discounts[0], [field]: value })
    expect(result).toMatchObject({ ok: false, at: [field] })
  })

  test('only text fields are required besides the identifying ones, so "" is an honest stand-in', () => {
    for (const name of resourceNames) {
      const object = (resources[name] as unknown as { def: { type: string; out?: z.ZodMiniObject } }).def
      const shape = (object.type === 'pipe' ? object.out! : (resources[name] as unknown as z.ZodMiniObject))
        .shape
      for (const [field, schema] of Object.entries(shape)) {
        if (field === 'id' || z.safeParse(schema, undefined).success) continue
        expect(z.safeParse(schema, '').success, `${name}.${field}`).toBe(true)
      }
    }
  })
})
