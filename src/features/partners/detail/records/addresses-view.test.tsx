import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { AddressesView } from './addresses-view'
import { address } from '../../model/test-fixtures'

describe('AddressesView', () => {
  test('shows each address under its translated type, with the country named in English', () => {
    renderWithProviders(
      <AddressesView
        language="en"
        addresses={[address(), address({ id: 42, addressType: 'Invoice', country: 'DE', warehouseId: null })]}
      />,
    )
    const [delivery, invoice] = screen.getAllByRole('listitem')
    expect(within(delivery!).getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument()
    for (const line of [
      'Zhongshan Road 12',
      '40768 Taichung',
      'Xitun',
      'Taichung City',
      'Taiwan',
      'Warehouse WH-AS-TW',
    ])
      expect(within(delivery!).getByText(line)).toBeInTheDocument()
    expect(within(invoice!).getByRole('heading', { name: 'Invoice address' })).toBeInTheDocument()
    expect(within(invoice!).getByText('Germany')).toBeInTheDocument()
    expect(within(invoice!).queryByText(/Warehouse/)).not.toBeInTheDocument()
  })

  test('names None, an empty type and a missing type alike as having no type', () => {
    renderWithProviders(
      <AddressesView
        language="en"
        addresses={[
          address({ addressType: 'None' }),
          address({ id: 2, addressType: '' }),
          address({ id: 3, addressType: null }),
        ]}
      />,
    )
    expect(screen.getAllByRole('heading', { name: 'Address (no type given)' })).toHaveLength(3)
  })

  test('speaks Traditional Chinese, country included', () => {
    renderWithProviders(
      <AddressesView language="zh-TW" addresses={[address({ addressType: 'RemitTo' })]} />,
      {
        language: 'zh-TW',
      },
    )
    expect(screen.getByRole('heading', { name: '匯款地址' })).toBeInTheDocument()
    expect(screen.getByText(/^(台灣|臺灣)$/)).toBeInTheDocument()
    expect(screen.getByText('倉庫 WH-AS-TW')).toBeInTheDocument()
  })

  test('renders an empty list when there are no addresses', () => {
    renderWithProviders(<AddressesView language="en" addresses={[]} />)
    expect(screen.getByRole('list')).toBeEmptyDOMElement()
  })
})
