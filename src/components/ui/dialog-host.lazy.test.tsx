import { act, screen } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'

import { alertDialog, useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import { DialogHost } from './dialog-host'

// Its own file: the module registry is per file, so the dialog module is not loaded yet here.
const dialogModuleLoaded = vi.hoisted(() => vi.fn())
vi.mock('./dialog', async (importOriginal) => {
  dialogModuleLoaded()
  return importOriginal()
})

beforeEach(() => useDialogStore.setState({ ids: [], dialogs: {} }))

test('renders nothing and does not load Headless UI until a dialog opens', async () => {
  const { container } = renderWithProviders(<DialogHost />)

  expect(container).toBeEmptyDOMElement()
  expect(dialogModuleLoaded).not.toHaveBeenCalled()

  act(() => void alertDialog({ title: 'Hello', message: 'World' }))

  // A chunk loaded on demand: allow for a busy machine.
  expect(await screen.findByRole('alertdialog', { name: 'Hello' }, { timeout: 5000 })).toBeInTheDocument()
  expect(dialogModuleLoaded).toHaveBeenCalledOnce()
})
