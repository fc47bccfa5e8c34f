import { describe, expect, test } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import { partnerRef } from '../model/partner-ref'
import { partner } from '../model/test-fixtures'

import { attentionCsv } from './attention-csv'

describe('attentionCsv', () => {
  test('one row a problem, in the page language, formula-like data made inert', () => {
    const t = createTestI18n('en').t
    const ref = partnerRef(partner({ id: 12, name: '=HYPERLINK("x")', city: 'Taipei', accountNum: 'C-12' }))
    const csv = attentionCsv([{ partner: ref, reason: 'email', value: 'not-an-email' }], t)
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFId,Type,Name,Account number,Country,City,Problem,Value',
      `12,Store,"'=HYPERLINK(""x"")",C-12,TW,Taipei,Partner e-mail,not-an-email`,
      '',
    ])
  })

  test('speaks Chinese in zh-TW', () => {
    const t = createTestI18n('zh-TW').t
    const csv = attentionCsv([{ partner: partnerRef(partner()), reason: 'missing' }], t)
    expect(csv).toContain('編號,類型,名稱')
    expect(csv).toContain('門市')
    expect(csv).toContain('上層夥伴不存在')
  })
})
