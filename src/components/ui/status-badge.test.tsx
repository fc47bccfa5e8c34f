import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { StatusBadge, statusToneClass } from './status-badge'

describe('StatusBadge', () => {
  test('says the status in words, not by colour alone', () => {
    render(<StatusBadge status="closing" label="Closing" />)
    expect(screen.getByText('Closing')).toBeVisible()
  })

  test.each(['active', 'inactive', 'closing'] as const)('a %s badge carries that status colour', (status) => {
    render(<StatusBadge status={status} label={`label-${status}`} />)
    expect(screen.getByText(`label-${status}`)).toHaveClass('badge', status)
  })

  test('exports one colour class per status for reuse', () => {
    expect(statusToneClass).toEqual({ active: 'active', inactive: 'inactive', closing: 'closing' })
  })

  test('keeps the dot out of the accessibility tree', () => {
    render(<StatusBadge status="active" label="Active" />)
    const badge = screen.getByText('Active')
    expect(badge.querySelector('.dot')).toHaveAttribute('aria-hidden', 'true')
    expect(badge).toHaveTextContent(/^Active$/)
  })
})
