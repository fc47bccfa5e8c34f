import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { EmptyState } from './empty-state'

describe('EmptyState', () => {
  test('is a status with its title, message and action', () => {
    render(
      <EmptyState
        title="No dealers yet"
        message="Dealers appear here once they are added."
        action={<button type="button">Clear filters</button>}
      />,
    )
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('No dealers yet')
    expect(status).toHaveTextContent('Dealers appear here once they are added.')
    expect(screen.getByRole('heading', { name: 'No dealers yet' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  })

  test('without a message shows only the title', () => {
    render(<EmptyState title="Nothing here" />)
    expect(screen.getByRole('status')).toHaveTextContent(/^Nothing here$/)
  })
})
