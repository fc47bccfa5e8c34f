import { act, screen, waitFor, within } from '@testing-library/react'
import { expect, onTestFinished, test, vi } from 'vitest'

import { installNavigation, visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { PartnerListScreen } from './partner-list-screen'

/**
 * A file of its own: the header's menus must not have been loaded by an earlier test, and once
 * loaded they render at once (partner-list-screen.tsx).
 */
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'))

test('the header’s menus load once the rows are shown and the page is idle; their place is held until then', async () => {
  let idle: (() => void) | undefined
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    idle = run
    return 1
  })
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  installNavigation()
  visit('/dealers/')
  const { container, unmount } = renderWithProviders(<PartnerListScreen kind="dealer" />)
  onTestFinished(() => {
    unmount()
    vi.unstubAllGlobals()
  })

  await waitFor(() => expect(dataRows()).toHaveLength(25))
  // The table-or-map switch is there at once; the menus' stand-ins are inert and hidden.
  expect(screen.getByRole('button', { name: 'Table' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  const standIn = container.querySelector('[inert]')
  expect(standIn?.getAttribute('aria-hidden')).toBe('true')
  expect(standIn?.textContent).toBe('ViewsColumnsExport CSV')

  expect(idle).toBeDefined()
  act(() => idle?.())
  expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
  expect(container.querySelector('[inert]')).toBeNull()
})
