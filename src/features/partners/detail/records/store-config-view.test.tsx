import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { StoreConfigFieldsSchema } from '@/entities/store-config'
import { createTestI18n } from '@/test/i18n'
import { renderWithProviders } from '@/test/render'

import { StoreConfigView } from './store-config-view'
import { storeConfig, valueOf } from '../../model/test-fixtures'

const english = createTestI18n('en')
const label = (key: string) => english.t(`records.storeConfig.fields.${key}`, { ns: 'detail' })

describe('StoreConfigView', () => {
  test('shows every field of the schema once, under its label', () => {
    const { container } = renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    const terms = [...container.querySelectorAll('section > dl > div > dt')].map((dt) => dt.textContent)
    const keys = Object.keys(StoreConfigFieldsSchema.shape)
    expect(terms).toHaveLength(keys.length)
    for (const key of keys)
      expect(
        terms.filter((term) => term === label(key)),
        key,
      ).toHaveLength(1)
  })

  test('says "Unreadable" for a field the service sent in an odd shape, and shows the rest', () => {
    const config = storeConfig()
    const odd = { ...config, $received: { raw: {}, unreadable: ['radius', 'shopActive'] } }
    renderWithProviders(<StoreConfigView storeConfig={odd} language="en" />)
    expect(valueOf(label('radius'))).toHaveTextContent(/^Unreadable$/)
    expect(valueOf(label('shopActive'))).toHaveTextContent(/^Unreadable$/)
    expect(valueOf(label('storeFinderActive'))).not.toHaveTextContent('Unreadable')
  })

  test('groups the fields under headings a person can scan', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shop and consumer site',
      'Orders and delivery',
      'Returns',
      'Credit',
      'Contacts and e-mails',
      'Sales',
      'Accounting and QuickBooks',
      'Other',
    ])
    const credit = screen.getByRole('heading', { name: 'Credit' }).closest('section')!
    expect(within(credit).getByText('Credit limit')).toBeInTheDocument()
  })

  test('says yes, no, or not given for switches', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    expect(valueOf('Shop active')).toHaveTextContent(/^Yes$/)
    expect(valueOf('Return authorisation (GRA) active')).toHaveTextContent(/^No$/)
    expect(valueOf('Registration active')).toHaveTextContent('Not given')
  })

  test('lists warehouses and retail group codes', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    const warehouses = within(valueOf('Source warehouses')).getAllByRole('listitem')
    expect(warehouses.map((item) => item.textContent)).toEqual(['WH-EU-DE', 'WH-EU-CENTRAL'])
    const codes = within(valueOf('Retail group codes')).getAllByRole('listitem')
    expect(codes.map((item) => item.textContent)).toEqual(['RG-CITY', 'RG-EBIKE'])
  })

  test('says an empty list is not given', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig({ retailGroupCodes: [] })} language="en" />)
    expect(valueOf('Retail group codes')).toHaveTextContent('Not given')
  })

  test.each([
    ['no', 'Not blocked'],
    ['invoice', 'Blocked for invoicing'],
    ['all', 'Blocked for everything'],
  ])('words the blocked level %s', (blocked, words) => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig({ blocked })} language="en" />)
    expect(valueOf('Blocked')).toHaveTextContent(new RegExp(`^${words}$`))
  })

  test('links valid e-mail addresses and leaves others as text', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    expect(
      within(valueOf('Marketing e-mail')).getByRole('link', { name: 'marketing@velo-berlin.de' }),
    ).toHaveAttribute('href', 'mailto:marketing@velo-berlin.de')
    expect(valueOf('Reporting e-mail')).toHaveTextContent(/^not an address$/)
    expect(within(valueOf('Reporting e-mail')).queryByRole('link')).not.toBeInTheDocument()
  })

  test('shows the main and backup consumer-order e-mails', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    const emails = valueOf('Consumer order e-mails')
    expect(
      within(valueOf('Main', emails)).getByRole('link', { name: 'orders@velo-berlin.de' }),
    ).toBeInTheDocument()
    expect(
      within(valueOf('Backup 1', emails)).getByRole('link', { name: 'info@velo-berlin.de' }),
    ).toBeInTheDocument()
    expect(valueOf('Backup 2', emails)).toHaveTextContent('Not given')
  })

  test('writes numbers, distances, dates and the language for people', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="en" />)
    expect(valueOf('Credit limit')).toHaveTextContent(/^1,500,000$/)
    expect(valueOf('Service radius')).toHaveTextContent(/^25 km$/)
    expect(valueOf('Last modified').querySelector('time')).toHaveAttribute('datetime', '2026-11-10T09:15:00Z')
    expect(valueOf('Last modified')).toHaveTextContent(/Nov 10, 2026/)
    expect(valueOf('Language')).toHaveTextContent(/^de-DE \(German \(Germany\)\)$/)
    expect(valueOf('Settings record ID')).toHaveTextContent(/^21$/)
  })

  test('speaks Traditional Chinese', () => {
    renderWithProviders(<StoreConfigView storeConfig={storeConfig()} language="zh-TW" />, {
      language: 'zh-TW',
    })
    expect(valueOf('發票帳戶')).toHaveTextContent('C-000471')
    expect(valueOf('寄送出貨通知')).toHaveTextContent(/^是$/)
    expect(valueOf('停用直送出貨')).toHaveTextContent(/^否$/)
    expect(valueOf('信用額度')).toHaveTextContent(/^1,500,000$/)
    expect(valueOf('服務半徑')).toHaveTextContent(/^25 公里$/)
    expect(valueOf('封鎖狀態')).toHaveTextContent(/^禁止開立發票$/)
    expect(screen.getByRole('heading', { name: '訂單與出貨' })).toBeInTheDocument()
    expect(screen.getByText('備用 1')).toBeInTheDocument()
  })
})
