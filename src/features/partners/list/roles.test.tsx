import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { tokenStore } from '@mocks/token-store'
import { preloadMenu } from '@/components/ui/listbox/test-support'
import { DATA_SCOPES } from '@/config/data-scopes'
import { installNavigation, visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { PartnerListScreen } from './partner-list-screen'

/**
 * Who may do what on a list: choosing partners (for a bulk change) and importing are an editor's.
 * The role comes from the scopes the mock auth service grants (mocks/token-store.ts).
 */
configure({ asyncUtilTimeout: 5000 })

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
