import { describe, expect, test } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import type { ItemResult, SkipReason, Words } from './bulk-change'
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

/** Intl spaces its ranges and dates with thin and narrow spaces: the tests read them as spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ')

describe('days in words', () => {
  const overlaps = skipReasonWords({ kind: 'overlaps', from: '2026-12-24', to: '2026-12-26' })
  const title: Words = { key: 'detail:bulk.titles.addClosingDate', days: { when: { from: '2026-12-24' } } }

  test.each<{ language: 'en' | 'zh-TW'; said: string }>([
    { language: 'en', said: 'Already has a closure from Thu, Dec 24, 2026 to Sat, Dec 26, 2026' },
    { language: 'zh-TW', said: '已有 2026年12月24日週四 至 2026年12月26日週六 的公休日' },
  ])('are said in the screen’s language ($language)', ({ language, said }) => {
    expect(spaced(sayWords(createTestI18n(language).t, overlaps, language))).toBe(said)
  })

  test('are said as one span when they are one value', () => {
    const span: Words = { ...title, days: { when: { from: '2026-12-24', to: '2026-12-26' } } }
    expect(spaced(sayWords(createTestI18n('en').t, span, 'en'))).toBe(
      'Add the closing date Thu, Dec 24 – Sat, Dec 26, 2026',
    )
    expect(sayWords(createTestI18n('en').t, span)).toBe('Add the closing date 2026-12-24 – 2026-12-26')
  })

  test('stay yyyy-MM-dd without a language, as a spreadsheet reads them', () => {
    expect(sayWords(createTestI18n('en').t, title)).toBe('Add the closing date 2026-12-24')
  })
})
