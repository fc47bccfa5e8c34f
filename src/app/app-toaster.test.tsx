import { act, screen, within } from '@testing-library/react'
import toast, { useToasterStore } from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { AppToaster, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './app-toaster'

/** The toasts react-hot-toast counts as visible (not yet dismissed), by message. */
function VisibleToasts() {
  const { toasts } = useToasterStore()
  return (
    <ul aria-label="Visible toasts">
      {toasts
        .filter((shown) => shown.visible)
        .map((shown) => (
          <li key={shown.id}>{String(shown.message)}</li>
        ))}
    </ul>
  )
}

function renderToaster() {
  const view = renderWithProviders(
    <>
      <AppToaster />
      <VisibleToasts />
    </>,
  )
  const visible = () => within(screen.getByRole('list', { name: 'Visible toasts' }))
  return { ...view, visible }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => vi.useFakeTimers())

afterEach(() => {
  // react-hot-toast keeps its toasts in module state: empty it for the next test.
  act(() => toast.remove())
  vi.useRealTimers()
})

describe('AppToaster', () => {
  test.each([
    ['blank', toast],
    ['error', toast.error],
    ['success', toast.success],
  ])('dismisses a %s toast after 4000 ms and removes it 1 s later', (_type, show) => {
    const { visible } = renderToaster()
    act(() => void show('Partner saved'))

    advance(TOAST_DURATION_MS - 1)
    expect(visible().getByText('Partner saved')).toBeInTheDocument()

    advance(1)
    expect(visible().queryByText('Partner saved')).not.toBeInTheDocument()
    // Dismissed, still on its way out.
    expect(screen.getByRole('status')).toHaveTextContent('Partner saved')

    advance(TOAST_REMOVE_DELAY_MS)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  test('keeps a loading toast until it is updated, then times the update out', async () => {
    const { visible } = renderToaster()
    let id = ''
    act(() => void (id = toast.loading('Saving…')))

    advance(60_000)
    expect(visible().getByText('Saving…')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Saving…')

    // Async: the new text re-measures the toast in a MutationObserver callback (a microtask).
    await act(async () => void toast.success('Saved', { id }))
    advance(TOAST_DURATION_MS)
    expect(visible().queryByText('Saved')).not.toBeInTheDocument()
    advance(TOAST_REMOVE_DELAY_MS)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  test('keeps a loading toast until it is dismissed', () => {
    renderToaster()
    let id = ''
    act(() => void (id = toast.loading('Uploading…')))
    advance(60_000)
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…')

    act(() => toast.dismiss(id))
    advance(TOAST_REMOVE_DELAY_MS)

    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  test('shows at most 20 toasts, keeping the newest', () => {
    renderToaster()
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast ${n}`)
    })

    expect(screen.getAllByRole('status')).toHaveLength(TOAST_LIMIT)
    expect(TOAST_LIMIT).toBe(20)
    expect(screen.getByText('Toast 25', { selector: '[role="status"]' })).toBeInTheDocument()
    expect(screen.queryByText('Toast 5', { selector: '[role="status"]' })).not.toBeInTheDocument()
    expect(screen.getByText('Toast 6', { selector: '[role="status"]' })).toBeInTheDocument()
  })

  test('places the toast container 80 px from the top', () => {
    const { container } = renderToaster()

    expect(container.querySelector('[data-rht-toaster]')).toHaveStyle({ top: '80px' })
  })
})
