import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { ErrorBoundary } from './error-boundary'

let broken = true
function Fragile() {
  if (broken) throw new Error('bad record')
  return <p>fine now</p>
}

describe('ErrorBoundary', () => {
  test('shows the fallback when its children throw, keeps the rest, and renders them again on reset', async () => {
    // React reports the caught error on console.error; here that is expected.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onError = vi.fn()
    broken = true
    renderWithProviders(
      <>
        <p>the rest of the page</p>
        <ErrorBoundary
          onError={onError}
          fallback={(error, reset) => (
            <button type="button" onClick={reset}>
              {(error as Error).message}: try again
            </button>
          )}
        >
          <Fragile />
        </ErrorBoundary>
      </>,
    )
    expect(screen.getByText('the rest of the page')).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'bad record' }),
      expect.anything(),
    )

    broken = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'bad record: try again' }))
    expect(screen.getByText('fine now')).toBeInTheDocument()
    consoleError.mockRestore()
  })
})
