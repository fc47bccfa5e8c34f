import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { PricingView } from './pricing-view'
import { pricing, valueOf } from '../../model/test-fixtures'

describe('PricingView', () => {
  test('shows the price group under its label', () => {
    renderWithProviders(<PricingView pricings={[pricing()]} />)
    expect(valueOf('Price group')).toHaveTextContent(/^DEALER-A$/)
  })

  test('lists several price groups under a plural label', () => {
    renderWithProviders(<PricingView pricings={[pricing(), pricing({ id: 4, priceGroup: 'EBIKE-B' })]} />)
    const items = within(valueOf('Price groups')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['DEALER-A', 'EBIKE-B'])
  })

  test('says the price group is not given when there is none', () => {
    renderWithProviders(<PricingView pricings={[]} />)
    expect(valueOf('Price group')).toHaveTextContent('Not given')
  })

  test('speaks Traditional Chinese', () => {
    renderWithProviders(<PricingView pricings={[pricing()]} />, { language: 'zh-TW' })
    expect(screen.getByText('價格群組')).toBeInTheDocument()
  })
})
