import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { CONTACT_SLOTS, contactEmailsValue } from './contact-emails-shape'

const address = fc.constantFrom('', 'a@a.example', ' b@b.example ')
const draftArb = fc.record({ main: address, backup1: address, backup2: address })
const sentEntry = fc.constantFrom<string | null>('', null, 'old@a.example')

describe('contact e-mails keep the shape they came in', () => {
  test('a list stays a list: as long as it came or up to the last address, in slot order', () => {
    fc.assert(
      fc.property(fc.array(sentEntry, { maxLength: 3 }), draftArb, (sent, draft) => {
        const value = contactEmailsValue(sent, draft) as unknown[]
        expect(Array.isArray(value)).toBe(true)
        const lastGiven = CONTACT_SLOTS.findLastIndex((slot) => draft[slot].trim()) + 1
        expect(value).toHaveLength(Math.max(sent.length, lastGiven))
        value.forEach((entry, index) => {
          expect(entry || '').toBe(draft[CONTACT_SLOTS[index]!].trim())
        })
      }),
    )
  })

  test('a record stays a record, with keys the portal does not know', () => {
    const sent = { main: 'a@a.example', backup1: '', note: 'kept' }
    expect(contactEmailsValue(sent, { main: '', backup1: 'b@a.example', backup2: '' })).toEqual({
      main: null,
      backup1: 'b@a.example',
      note: 'kept',
    })
  })

  test('nothing sent becomes the spec record, emptied slots null', () => {
    expect(contactEmailsValue(undefined, { main: 'a@a.example', backup1: '', backup2: '' })).toEqual({
      main: 'a@a.example',
      backup1: null,
      backup2: null,
    })
  })

  test('an emptied slot keeps the way the service said none', () => {
    expect(
      contactEmailsValue(['a@a.example', ''], { main: 'a@a.example', backup1: '', backup2: '' }),
    ).toEqual(['a@a.example', ''])
  })
})
