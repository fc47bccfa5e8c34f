import { describe, expect, test } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import type { ItemResult, SkipReason } from './bulk-change'
import { lineReasonWords, outcomeWords, sayWords, skipReasonWords } from './report-words'

const target = { id: 1, name: 'Velo', accountNum: 'A1' }

describe('skipReasonWords', () => {
  test.each<{ reason: SkipReason; en: string; zh: string }>([
    { reason: { kind: 'already' }, en: 'Already in place', zh: '已是這樣，無需變更' },
    {
      reason: { kind: 'overlaps', from: '2026-12-24', to: '2026-12-26' },
      en: 'Already has a closure from 2026-12-24 to 2026-12-26',
      zh: '已有 2026-12-24 至 2026-12-26 的公休日',
    },
    {
      reason: { kind: 'overlaps', from: '2026-12-24' },
      en: 'Already has a closure on 2026-12-24',
      zh: '已有 2026-12-24 的公休日',
    },
    {
      reason: { kind: 'overlaps', from: '2026-12-24', to: '2026-12-24' },
      en: 'Already has a closure on 2026-12-24',
      zh: '已有 2026-12-24 的公休日',
    },
    { reason: { kind: 'no-store-settings' }, en: 'Has no store settings', zh: '沒有門市設定' },
    { reason: { kind: 'nothing-to-change' }, en: 'Nothing to change', zh: '沒有需要變更的項目' },
    {
      reason: { kind: 'changed-since', fields: ['reason', 'to'] },
      en: 'Changed by someone else since (reason, to)',
      zh: '之後已被其他人修改（reason, to）',
    },
    { reason: { kind: 'gone' }, en: 'The record is gone', zh: '這筆資料已不存在' },
  ])('says $reason.kind in both languages: $en', ({ reason, en, zh }) => {
    expect(sayWords(createTestI18n('en').t, skipReasonWords(reason))).toBe(en)
    expect(sayWords(createTestI18n('zh-TW').t, skipReasonWords(reason))).toBe(zh)
  })
})

describe('a line’s words', () => {
  const t = createTestI18n('en').t

  test.each<{ line: ItemResult; outcome: string; reason: string }>([
    { line: { target, kind: 'done', undo: [] }, outcome: 'Done', reason: '' },
    {
      line: { target, kind: 'skipped', reason: { kind: 'gone' } },
      outcome: 'Skipped',
      reason: 'The record is gone',
    },
    {
      line: { target, kind: 'failed', reason: { key: 'data:errors.server', values: { status: 503 } } },
      outcome: 'Failed',
      reason: 'The data service had a problem (error 503). Please try again later.',
    },
    {
      line: { target, kind: 'failed', reason: { key: 'data:errors.throttled' } },
      outcome: 'Failed',
      reason: 'The data service is busy. Wait a moment and try again.',
    },
  ])('a $line.kind line reads "$outcome: $reason"', ({ line, outcome, reason }) => {
    expect(sayWords(t, outcomeWords[line.kind])).toBe(outcome)
    expect(sayWords(t, lineReasonWords(line))).toBe(reason)
  })
})
