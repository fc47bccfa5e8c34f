import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { DealerConfigView } from './dealer-config-view'
import { dealerConfig, valueOf } from '../../model/test-fixtures'

describe('DealerConfigView', () => {
  test('shows the currency code with its name, and the tax group', () => {
    renderWithProviders(<DealerConfigView dealerConfigs={[dealerConfig()]} />)
    expect(valueOf('Currency')).toHaveTextContent(/^EUR \(Euro\)$/)
    expect(valueOf('Tax group')).toHaveTextContent(/^EU-DOM$/)
  })

  test('shows a code that is not a known currency as it is', () => {
    renderWithProviders(
      <DealerConfigView dealerConfigs={[dealerConfig({ currency: 'Euro-ish', taxgroup: null })]} />,
    )
    expect(valueOf('Currency')).toHaveTextContent(/^Euro-ish$/)
    expect(valueOf('Tax group')).toHaveTextContent('Not given')
  })

  test('names the currency in Traditional Chinese', () => {
    renderWithProviders(<DealerConfigView dealerConfigs={[dealerConfig({ currency: 'TWD' })]} />, {
      language: 'zh-TW',
    })
    expect(valueOf('幣別')).toHaveTextContent(/^TWD（新台幣）$/)
    expect(screen.getByText('稅務群組')).toBeInTheDocument()
  })

  test('renders an empty list for no records', () => {
    renderWithProviders(<DealerConfigView dealerConfigs={[]} />)
    expect(screen.getByRole('list')).toBeEmptyDOMElement()
  })
})
