import { describe, expect, test } from 'vitest'

import { StoreConfigFieldsSchema } from '@/entities/store-config'
import { createTestI18n } from '@/test/i18n'

import { STORE_CONFIG_GROUPS } from './store-config-groups'

const schemaKeys = Object.keys(StoreConfigFieldsSchema.shape)
const groupedKeys = STORE_CONFIG_GROUPS.flatMap((group) => group.fields.map((field) => field.key))

describe('STORE_CONFIG_GROUPS', () => {
  test('places every field of the store-config schema exactly once', () => {
    expect(schemaKeys.length).toBeGreaterThan(40)
    expect([...groupedKeys].sort()).toEqual([...schemaKeys].sort())
  })

  test('has a label for every field and a title for every group in both languages', () => {
    for (const language of ['en', 'zh-TW'] as const) {
      const i18n = createTestI18n(language)
      const keys = STORE_CONFIG_GROUPS.flatMap((group) => [
        group.titleKey,
        ...group.fields.map((f) => f.labelKey),
      ])
      for (const key of keys) expect(i18n.exists(key, { ns: 'detail' }), `${language} ${key}`).toBe(true)
    }
  })
})
