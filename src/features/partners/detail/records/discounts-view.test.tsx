import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { DiscountsView } from './discounts-view'
import { discount } from '../../model/test-fixtures'

const discounts = [
  discount(),
  discount({ id: 6, code: 'LOYALTY', percentage: 7.125 }),
  discount({ id: 7, code: 'DEMO-FLEET', percentage: null }),
]

describe('DiscountsView', () => {
  test('tabulates each code with its percentage, 12.5 meaning 12.5 %', () => {
    renderWithProviders(<DiscountsView discounts={discounts} language="en" />)
    const table = screen.getByRole('table', { name: 'Discounts' })
    expect(within(table).getByRole('columnheader', { name: 'Code' })).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: 'Percentage' })).toBeInTheDocument()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'EBIKE-PREBOOK12.5%',
      'LOYALTY7.13%',
      'DEMO-FLEET—Not given',
    ])
    expect(within(rows[0]!).getByRole('rowheader', { name: 'EBIKE-PREBOOK' })).toBeInTheDocument()
  })

  test('formats percentages and labels for Traditional Chinese', () => {
    renderWithProviders(<DiscountsView discounts={[discount()]} language="zh-TW" />, { language: 'zh-TW' })
    expect(screen.getByRole('table', { name: '折扣' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: '折扣代碼' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: '折扣比例' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '12.5%' })).toBeInTheDocument()
  })

  test('renders a table without rows for an empty list', () => {
    renderWithProviders(<DiscountsView discounts={[]} language="en" />)
    expect(screen.getAllByRole('row')).toHaveLength(1)
  })
})
