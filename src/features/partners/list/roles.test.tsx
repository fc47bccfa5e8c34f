import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { tokenStore } from '@mocks/token-store'
import { preloadMenu } from '@/components/ui/listbox/test-support'
import { ALL_DATA_SCOPES, DATA_SCOPES } from '@/config/data-scopes'
import { forgetRole, grantRole, useRoomForChanges } from '@/lib/auth/role'
import { installNavigation, visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { ListActionsStandIn } from './list-actions-stand-in'
import { PartnerListScreen } from './partner-list-screen'
import { PartnerTable } from './partner-table'

/**
 * Who may do what on a list: choosing partners (for a bulk change) and importing are an editor's.
 * The role comes from the scopes the mock auth service grants (mocks/token-store.ts).
 */

beforeAll(preloadMenu)

beforeEach(() => {
  installNavigation()
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('a viewer', () => {
  test('sees a list without boxes to choose partners, and no import', async () => {
    // The mock auth service grants this client reading alone: every token it hands out is a viewer's.
    tokenStore.setClientScopes([DATA_SCOPES.read])
    visit('/dealers/')
    renderWithProviders(<PartnerListScreen kind="dealer" />, { role: 'viewer' })
    expect(await screen.findByText('30 dealers')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
    expect(screen.queryAllByRole('checkbox')).toEqual([])
    expect(screen.queryByRole('button', { name: 'Import closing dates' })).not.toBeInTheDocument()
  }, 15_000)
})

describe('an editor', () => {
  test('sees the boxes to choose partners and the import', async () => {
    visit('/dealers/')
    renderWithProviders(<PartnerListScreen kind="dealer" />)
    expect(
      await screen.findByRole('checkbox', { name: "Select this page's 25 partners" }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Import closing dates' })).toBeInTheDocument()
  }, 15_000)
})

describe('before the first token says the role', () => {
  /** A list's loading table and its actions' stand-in, as the screen draws them. */
  function Loading() {
    return (
      <>
        <ListActionsStandIn view="table" roomForImport={useRoomForChanges()} />
        <PartnerTable kind="dealer" rows={[]} caption="Dealers" loading scope="dealer" chosen={new Map()} />
      </>
    )
  }

  test('the placeholders keep room for an editor’s controls, which come with the role', () => {
    const { container } = renderWithProviders(<Loading />)
    act(forgetRole)
    const skeletonCells = () => container.querySelector('tbody tr[aria-hidden="true"]')?.children.length
    const headers = () => screen.getAllByRole('columnheader').length
    const standIn = () => container.querySelector('[inert]')?.textContent

    // An editor's shape, with nothing to use: the box column is empty, Import only holds its room.
    const unknownRole = skeletonCells() ?? 0
    expect(unknownRole).toBeGreaterThan(1)
    expect(headers()).toBe(unknownRole)
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(standIn()).toContain('Import closing dates')

    act(() => grantRole([DATA_SCOPES.read]))
    expect([skeletonCells(), headers()]).toEqual([unknownRole - 1, unknownRole - 1])
    expect(standIn()).not.toContain('Import')

    act(() => grantRole(ALL_DATA_SCOPES))
    expect([skeletonCells(), headers()]).toEqual([unknownRole, unknownRole])
    expect(screen.getByRole('checkbox')).toBeInTheDocument()
    expect(standIn()).toContain('Import closing dates')
  })
})
