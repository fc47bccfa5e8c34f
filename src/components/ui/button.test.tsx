import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { Button } from './button'

describe('Button', () => {
  test('a click calls onClick', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderWithProviders(<Button onClick={onClick}>Save</Button>)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('is type="button" unless told otherwise, so it does not submit forms by accident', () => {
    renderWithProviders(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button')
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit')
  })

  test('Enter and Space activate it', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderWithProviders(<Button onClick={onClick}>Save</Button>)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  test('a disabled button does not call onClick', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderWithProviders(
      <Button onClick={onClick} disabled>
        Save
      </Button>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  test('while loading it is busy, keeps focus and its label, and ignores clicks and keys', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    renderWithProviders(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: /^Save/ })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveTextContent('Save')
    expect(button).toHaveAccessibleName('Save Working…')
    await user.tab()
    expect(button).toHaveFocus()
    await user.click(button)
    await user.keyboard('{Enter} ')
    expect(button).toHaveFocus()
    expect(onClick).not.toHaveBeenCalled()
  })

  test('while loading a submit button does not submit its form', () => {
    const onSubmit = vi.fn()
    const form = (loading: boolean) => (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <Button type="submit" loading={loading}>
          Send
        </Button>
      </form>
    )
    const { rerender } = renderWithProviders(form(true))
    fireEvent.click(screen.getByRole('button', { name: /^Send/ }))
    expect(onSubmit).not.toHaveBeenCalled()
    rerender(form(false))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  test('shows a spinner only while loading, in place of the icon', () => {
    const { container, rerender } = renderWithProviders(
      <Button icon={<svg data-testid="icon" />}>Add</Button>,
    )
    expect(screen.getByTestId('icon')).toBeInTheDocument()
    expect(container.querySelector('.spinner')).toBeNull()
    rerender(
      <Button icon={<svg data-testid="icon" />} loading>
        Add
      </Button>,
    )
    expect(screen.queryByTestId('icon')).toBeNull()
    expect(container.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true')
  })

  test.each(['primary', 'secondary', 'ghost', 'danger'] as const)(
    'the %s variant sets its class',
    (variant) => {
      renderWithProviders(<Button variant={variant}>Go</Button>)
      expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('button', variant)
    },
  )

  test('is primary and medium by default, and keeps a class it is given', () => {
    renderWithProviders(<Button className="extra">Go</Button>)
    const button = screen.getByRole('button', { name: 'Go' })
    expect(button).toHaveClass('primary', 'extra')
    expect(button).not.toHaveClass('sm')
  })

  test('the small size sets its class', () => {
    renderWithProviders(<Button size="sm">Go</Button>)
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('sm')
  })
})
