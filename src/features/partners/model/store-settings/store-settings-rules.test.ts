import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'

import {
  STORE_CONFIG_RENAMES,
  StoreConfigFieldsSchema,
  StoreConfigSchema,
  type StoreConfig,
} from '@/entities/store-config'
import { recordReader } from '@/lib/data-service/tolerant-read'
import { sentVersion, writeBack } from '@/lib/data-service/write-back'

import { storeConfig } from '../test-fixtures'

import {
  STORE_FLAGS,
  radiusValue,
  storeSettingsDraftOf,
  storeSettingsEdits,
  storeSettingsProblems,
} from './store-settings-rules'

const read = recordReader('store-configs', StoreConfigSchema)

/** A store config as the service sends it, read as the app reads it (with `$received`). */
function received(fields: Record<string, unknown> = {}) {
  const result = read({
    id: 21,
    bpId: 7,
    gRAActive: false,
    shopActive: true,
    notInSpec: { kept: 1 },
    ...fields,
  })
  if (!result.ok) throw new Error('unreadable fixture')
  return result.record
}

const edit = (config: StoreConfig, change: (draft: ReturnType<typeof storeSettingsDraftOf>) => void) => {
  const opened = storeSettingsDraftOf(config)
  const draft = structuredClone(opened)
  change(draft)
  return storeSettingsEdits(opened, draft, sentVersion(config) as Record<string, unknown>)
}

describe('store-settings rules', () => {
  test('every yes/no field of the schema is a flag of the form, and nothing else', () => {
    const booleans = Object.entries(StoreConfigFieldsSchema.shape)
      .filter(([, schema]) => z.safeParse(schema, true).success)
      .map(([key]) => key)
    expect([...STORE_FLAGS].sort()).toEqual(booleans.sort())
  })

  test.each([
    ['empty', '', null],
    ['a whole number', '25', 25],
    ['a decimal with spaces', ' 7.5 ', 7.5],
    ['zero', '0', 0],
    ['a negative number', '-1', 'negative'],
    ['a word', 'ten', 'notNumber'],
    ['a comma decimal', '7,5', 'notNumber'],
    ['a unit', '10 km', 'notNumber'],
  ])('a radius of %s', (_, text, expected) => {
    expect(radiusValue(text)).toBe(expected)
  })

  test('addresses must be valid or empty; the radius at least 0', () => {
    const draft = storeSettingsDraftOf(storeConfig())
    expect(storeSettingsProblems(draft)).toEqual([{ field: 'emailReporting', kind: 'notEmail' }])
    Object.assign(draft, { emailReporting: '', main: 'orders@', backup2: 'x@y.example', radius: '-5' })
    expect(storeSettingsProblems(draft)).toEqual([
      { field: 'main', kind: 'notEmail' },
      { field: 'radius', kind: 'negative' },
    ])
  })

  test('only what changed is written; an untouched null flag stays null', () => {
    const config = received({ registrationActive: null, radius: 5 })
    expect(edit(config, () => {})).toEqual({})
    expect(
      edit(config, (draft) => Object.assign(draft, { shopActive: false, radius: '', blocked: 'all' })),
    ).toEqual({
      shopActive: false,
      radius: null,
      blocked: 'all',
    })
  })

  test('GRAActive goes back under the spelling that came, unknown fields with it', () => {
    const config = received()
    const body = writeBack(
      config,
      edit(config, (draft) => (draft.GRAActive = true)),
      STORE_CONFIG_RENAMES,
    )
    expect(body).toEqual({ id: 21, bpId: 7, gRAActive: true, shopActive: true, notInSpec: { kept: 1 } })
  })

  test.each([
    ['true', false, 'false'],
    ['Yes', false, 'No'],
    ['N', true, 'Y'],
    ['0', true, '1'],
  ])(
    'an e-mail setting sent as yes/no text %s is a checkbox; set to %s it writes %s',
    (sent, checked, written) => {
      const config = received({ emailMarketing: sent })
      expect(storeSettingsDraftOf(config).emailMarketing).toBe(!checked)
      expect(edit(config, (draft) => (draft.emailMarketing = checked))).toEqual({ emailMarketing: written })
    },
  )

  test('an e-mail setting holding an address is edited as an address, emptied to null', () => {
    const config = received({ emailShipment: 'ship@a.example' })
    expect(storeSettingsDraftOf(config).emailShipment).toBe('ship@a.example')
    expect(edit(config, (draft) => (draft.emailShipment = ' '))).toEqual({ emailShipment: null })
  })

  test('contact e-mails sent as a list are written as a list', () => {
    const config = received({ consumerOrderContactEmails: ['a@a.example'] })
    expect(edit(config, (draft) => (draft.backup1 = 'b@a.example'))).toEqual({
      consumerOrderContactEmails: ['a@a.example', 'b@a.example'],
    })
    expect(edit(config, (draft) => (draft.main = 'c@a.example'))).toEqual({
      consumerOrderContactEmails: ['c@a.example'],
    })
  })

  test('contact e-mails sent as a record stay a record', () => {
    const config = received({
      consumerOrderContactEmails: { main: 'a@a.example', backup1: '', backup2: null },
    })
    expect(edit(config, (draft) => (draft.backup2 = 'b@a.example'))).toEqual({
      consumerOrderContactEmails: { main: 'a@a.example', backup1: '', backup2: 'b@a.example' },
    })
  })
})
