import { act, screen } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'

import { setBulkRunPresent } from '@/stores/bulk-run-presence'
import { renderWithProviders } from '@/test/render'

import { BulkRunHost } from './bulk-run-host'

// The module registry is per file, so the panel's module is not loaded yet here.
const panelModuleLoaded = vi.hoisted(() => vi.fn())
vi.mock('@/features/partners/bulk/ui/run-panel', async (importOriginal) => {
  panelModuleLoaded()
  return importOriginal()
})
// A run as the runner would have started it.
vi.mock('@/features/partners/bulk/run/run-store', async () => {
  const { create } = await import('zustand')
  const { bulkRun } = await import('@/features/partners/bulk/ui/test-support')
  const run = bulkRun({ title: { key: 'run:actions.storeSettings' }, total: 20, done: 5 })
  return { useBulkRunStore: create(() => ({ run })) }
})

beforeEach(() => setBulkRunPresent(false))

test('renders nothing and loads no bulk code until a run exists, then shows its panel', async () => {
  const { container } = renderWithProviders(<BulkRunHost />)
  expect(container).toBeEmptyDOMElement()
  expect(panelModuleLoaded).not.toHaveBeenCalled()

  act(() => setBulkRunPresent(true))

  // A chunk loaded on demand: allow for a busy machine.
  const panel = await screen.findByRole('region', { name: 'Change store settings' }, { timeout: 5000 })
  expect(panel).toContainElement(screen.getByRole('progressbar'))
  expect(panelModuleLoaded).toHaveBeenCalledOnce()
})
