import { act, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

import { dismissRun, startBulkChange } from '@/features/partners/bulk/run/run-store'
import { renderWithProviders } from '@/test/render'

import { BulkRunHost } from './bulk-run-host'

// The module registry is per file, so the panel's module is not loaded yet here.
const panelModuleLoaded = vi.hoisted(() => vi.fn())
vi.mock('@/features/partners/bulk/ui/run-panel', async (importOriginal) => {
  panelModuleLoaded()
  return importOriginal()
})

test('renders nothing and loads no panel until a run starts, then shows it to the end', async () => {
  const { container, queryClient } = renderWithProviders(<BulkRunHost />)
  expect(container).toBeEmptyDOMElement()
  expect(panelModuleLoaded).not.toHaveBeenCalled()

  const targets = [1, 2, 3].map((id) => ({ id, name: `Partner ${id}`, accountNum: null }))
  act(() => {
    startBulkChange(
      {
        title: { key: 'run:actions.storeSettings' },
        targets,
        resources: [],
        step: () => Promise.resolve({ kind: 'done', undo: [] }),
      },
      queryClient,
    )
  })

  // A chunk loaded on demand: allow for a busy machine.
  const panel = await screen.findByRole('region', { name: 'Change store settings' }, { timeout: 5000 })
  await waitFor(() => expect(panel).toHaveTextContent('3 done, 0 skipped, 0 failed'))
  expect(panelModuleLoaded).toHaveBeenCalledOnce()

  act(() => void dismissRun())
  await waitFor(() => expect(container).toBeEmptyDOMElement())
})
