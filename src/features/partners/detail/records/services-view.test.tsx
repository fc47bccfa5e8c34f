import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { ServicesView } from './services-view'
import { service } from '../../model/test-fixtures'

describe('ServicesView', () => {
  test('shows each service with its name, description and campaign', () => {
    renderWithProviders(
      <ServicesView
        services={[
          service(),
          service({ id: 10, name: 'E-bike diagnostics', description: null, axCampaignId: null }),
        ]}
      />,
    )
    const [fitting, diagnostics] = screen.getAllByRole('listitem')
    expect(within(fitting!).getByRole('heading', { name: 'Bike fitting' })).toBeInTheDocument()
    expect(within(fitting!).getByText('A 90-minute fitting with pressure mapping.')).toBeInTheDocument()
    expect(within(fitting!).getByText('Campaign 5637150001')).toBeInTheDocument()
    expect(within(diagnostics!).getByRole('heading', { name: 'E-bike diagnostics' })).toBeInTheDocument()
    expect(within(diagnostics!).queryByText(/Campaign/)).not.toBeInTheDocument()
  })

  test('names a service without a name as unnamed', () => {
    renderWithProviders(<ServicesView services={[service({ name: '  ' })]} />)
    expect(screen.getByRole('heading', { name: 'Unnamed service' })).toBeInTheDocument()
  })

  test('speaks Traditional Chinese', () => {
    renderWithProviders(<ServicesView services={[service({ name: null })]} />, { language: 'zh-TW' })
    expect(screen.getByRole('heading', { name: '未命名的服務' })).toBeInTheDocument()
    expect(screen.getByText('活動 5637150001')).toBeInTheDocument()
  })

  test('renders an empty list when there are no services', () => {
    renderWithProviders(<ServicesView services={[]} />)
    expect(screen.getByRole('list')).toBeEmptyDOMElement()
  })
})
