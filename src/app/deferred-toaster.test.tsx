import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { loadToast, useToastRaised } from '@/components/ui/toast'
import { renderWithProviders } from '@/test/render'

import { DeferredToaster } from './deferred-toaster'

// The module registry is per file, so the toaster's module is not loaded yet here.
const toasterModuleLoaded = vi.hoisted(() => vi.fn())
vi.mock('./app-toaster', async (importOriginal) => {
  toasterModuleLoaded()
  return importOriginal()
})

beforeEach(() => useToastRaised.setState(false, true))

afterEach(async () => {
  // react-hot-toast keeps its toasts in module state: empty it for the next test.
  const toast = await loadToast()
  act(() => toast.remove())
})

test('renders nothing and does not load the toaster until a toast is raised', async () => {
  const { container } = renderWithProviders(<DeferredToaster />)
  expect(container).toBeEmptyDOMElement()
  expect(toasterModuleLoaded).not.toHaveBeenCalled()

  await act(async () => void (await loadToast()).error('Logout failed'))

  expect(await screen.findByRole('status')).toHaveTextContent('Logout failed')
  expect(toasterModuleLoaded).toHaveBeenCalledOnce()
})

test('shows a toast raised before the toaster mounted', async () => {
  // As the callback page does: it raises its toast and leaves for the login page at once.
  const toast = await loadToast()
  toast.error('Sign-in failed', { id: 'auth-failed' })

  renderWithProviders(<DeferredToaster />)

  expect(await screen.findByRole('status')).toHaveTextContent('Sign-in failed')
})
