import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { tokenStore } from '@mocks/token-store'
import { DATA_SCOPES } from '@/config/data-scopes'
import type { BusinessPartner } from '@/entities/business-partner'
import { useRole } from '@/lib/auth/role'
import { installNavigation, visit } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { partnerWith } from '../edit/test-support'

import { PartnerDetailScreen } from './partner-detail-screen'
import { PartnerTimeProvider } from './partner-time'
import { ClosingDatesSection } from './record-sections'

/**
 * Who may do what on a partner's page: the role comes from the scopes the mock auth service grants
 * (mocks/token-store.ts), and the mock data service refuses what a token may not do. The controls
 * a role cannot use are not there at all, not merely disabled.
 */

const CHANGING = /^(Add|Change|Delete|Remove)/

beforeEach(() => {
  installNavigation()
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('a viewer', () => {
  test('sees a partner’s every section, and no control that changes data', async () => {
    // The mock auth service grants this client reading alone: every token it hands out is a viewer's.
    tokenStore.setClientScopes([DATA_SCOPES.read])
    const partner = partnerWith('closing-dates')
    visit(`/${partner.bpType}s/detail/?id=${partner.id}`)
    renderWithProviders(
      <PartnerDetailScreen kind={partner.bpType as NonNullable<BusinessPartner['bpType']>} />,
      {
        role: 'viewer',
      },
    )
    await screen.findByRole('heading', { level: 1, name: String(partner.name) })
    const heading = await screen.findByRole('heading', { level: 2, name: 'Closing dates' })
    const closures = heading.closest('section')!
    await waitFor(() => expect(closures.querySelectorAll('li').length).toBeGreaterThan(0))
    // The role is the token's: the token the page was given grants reading alone.
    expect(useRole.getState().role).toBe('viewer')
    const buttons = screen.queryAllByRole('button').map((button) => button.textContent ?? '')
    expect(buttons.filter((text) => CHANGING.test(text))).toEqual([])
  }, 15_000)
})

describe('an editor', () => {
  test('whose role was taken away since the token was issued: the save is refused, the form keeps the input and says the role now', async () => {
    const partner = partnerWith('closing-dates') as unknown as BusinessPartner
    const before = db.list('closing-dates').filter((row) => row.bpId === partner.id)
    const user = userEvent.setup()
    renderWithProviders(
      <PartnerTimeProvider partner={partner} running>
        <ClosingDatesSection partner={partner} />
      </PartnerTimeProvider>,
    )
    await user.click(await screen.findByRole('button', { name: 'Add closing date' }))
    const form = await screen.findByRole('dialog')
    await user.type(within(form).getByLabelText('From'), '2031-05-04')
    await user.type(within(form).getByLabelText('Reason'), 'Stocktake')
    // The brand takes the right away: the token already held no longer writes.
    tokenStore.setClientScopes([DATA_SCOPES.read])
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent(
      "Not saved: this account may not change partners' records. Your input is kept.",
    )
    // The portal asked for a new token, and the form says the role it gave.
    await waitFor(() => expect(alert).toHaveTextContent('Your role now: Viewer: can browse, cannot change'))
    expect(within(form).getByLabelText('Reason')).toHaveValue('Stocktake')
    expect(screen.getByRole('dialog')).toBe(form)
    // The page no longer offers to add one; nothing was written.
    expect(screen.queryByRole('button', { name: 'Add closing date' })).not.toBeInTheDocument()
    expect(db.list('closing-dates').filter((row) => row.bpId === partner.id)).toEqual(before)
  }, 15_000)
})
