import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { STORE_FLAGS } from '../../model/store-settings/store-settings-rules'

import {
  TEXT_SETTINGS,
  bulkStoreSettingsChanges,
  bulkStoreSettingsDraft,
  bulkStoreSettingsProblems,
  type BulkStoreSettingsDraft,
} from './bulk-store-settings-rules'

const draft = (change: (draft: BulkStoreSettingsDraft) => void = () => {}) => {
  const value = bulkStoreSettingsDraft()
  change(value)
  return value
}

describe('bulk store settings', () => {
  test('every setting left as it is writes nothing, and Save says to choose one', () => {
    expect(bulkStoreSettingsChanges(draft())).toEqual({})
    expect(bulkStoreSettingsProblems(draft())).toEqual([{ field: 'all', kind: 'nothingChosen' }])
  })

  test.each([
    ['a flag turned on', (d: BulkStoreSettingsDraft) => (d.flags.shopActive = true), { shopActive: true }],
    ['a flag turned off', (d: BulkStoreSettingsDraft) => (d.flags.GRAActive = false), { GRAActive: false }],
    ['blocking', (d: BulkStoreSettingsDraft) => (d.blocked = 'invoice'), { blocked: 'invoice' }],
    [
      'an e-mail setting, trimmed',
      (d: BulkStoreSettingsDraft) => (d.texts.emailShipment = ' ship@a.example '),
      { emailShipment: 'ship@a.example' },
    ],
    [
      'the contact name',
      (d: BulkStoreSettingsDraft) => (d.texts.consumerOrderContactName = 'Mia Chen'),
      { consumerOrderContactName: 'Mia Chen' },
    ],
    [
      'one contact address: the other slots are left out',
      (d: BulkStoreSettingsDraft) => (d.texts.backup1 = 'b@a.example'),
      { backup1: 'b@a.example' },
    ],
    ['a text of spaces only', (d: BulkStoreSettingsDraft) => (d.texts.emailMarketing = '   '), {}],
  ])('%s', (_, change, expected) => {
    expect(bulkStoreSettingsChanges(draft(change))).toEqual(expected)
  })

  test('an address that is not one is named on its field, as the one-partner form does', () => {
    const problems = bulkStoreSettingsProblems(
      draft((d) =>
        Object.assign(d.texts, { emailReporting: 'nobody', main: 'orders@', backup2: 'x@y.example' }),
      ),
    )
    expect(problems).toEqual([
      { field: 'emailReporting', kind: 'notEmail' },
      { field: 'main', kind: 'notEmail' },
    ])
  })

  test('writes exactly the settings chosen (property)', () => {
    const flags = fc.dictionary(fc.constantFrom(...STORE_FLAGS), fc.boolean())
    const texts = fc.dictionary(fc.constantFrom(...TEXT_SETTINGS), fc.constantFrom('', ' ', 'a@b.example'))
    const blocked = fc.option(fc.constantFrom('no', 'invoice', 'all' as const), { nil: undefined })
    fc.assert(
      fc.property(flags, texts, blocked, (chosenFlags, typed, level) => {
        const value = draft((d) => {
          d.flags = chosenFlags
          d.blocked = level
          Object.assign(d.texts, typed)
        })
        const changes = bulkStoreSettingsChanges(value)
        const given = TEXT_SETTINGS.filter((field) => value.texts[field].trim())
        const expectedKeys = [...Object.keys(chosenFlags), ...(level ? ['blocked'] : []), ...given]
        expect(Object.keys(changes).sort()).toEqual(expectedKeys.sort())
        expect(bulkStoreSettingsProblems(value).some((p) => p.kind === 'nothingChosen')).toBe(
          expectedKeys.length === 0,
        )
      }),
    )
  })
})
