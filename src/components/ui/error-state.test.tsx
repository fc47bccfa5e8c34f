import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { ErrorState } from './error-state'

describe('ErrorState', () => {
  test('is an alert with the default title and the message', () => {
    renderWithProviders(<ErrorState message="The partners could not be loaded." />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(alert).toHaveTextContent('The partners could not be loaded.')
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  })

  test('shows a title it is given instead of the default', () => {
    renderWithProviders(<ErrorState title="No connection" message="Check the network." />)
    expect(screen.getByRole('heading', { name: 'No connection' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })

  test('has no retry button without onRetry', () => {
    renderWithProviders(<ErrorState message="Gone." />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('the retry button calls onRetry', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    renderWithProviders(<ErrorState message="Failed." onRetry={onRetry} />)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('the retry button takes a label it is given', () => {
    renderWithProviders(<ErrorState message="Failed." onRetry={() => {}} retryLabel="Reload" />)
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  test('speaks Traditional Chinese for zh-TW', () => {
    renderWithProviders(<ErrorState message="無法載入。" onRetry={() => {}} />, { language: 'zh-TW' })
    expect(screen.getByRole('heading', { name: '發生錯誤' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument()
  })
})
