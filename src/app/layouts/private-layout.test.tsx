import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import type { AuthClient } from '@/lib/auth/auth-types'
import { NotSignedInError } from '@/lib/auth/not-signed-in-error'
import { installFakeAuthClient, signedInUser } from '@/test/auth'
import { installNavigation } from '@/test/navigation'
import { PrivatePage, spyOnPrivateRequests } from '@/test/private-page'
import { renderWithProviders } from '@/test/render'

import { PrivateLayout } from './private-layout'

/** A private page with its frame, for a visitor the sign-in check answers as `getCurrentUser` does. */
function renderLayout(getCurrentUser: AuthClient['getCurrentUser']) {
  const navigate = installNavigation()
  installFakeAuthClient({ getCurrentUser })
  const fetchSpy = spyOnPrivateRequests()
  renderWithProviders(
    <PrivateLayout frame={<p>Loading dealers…</p>}>
      <PrivatePage>
        <p>Tiema Cycles</p>
      </PrivatePage>
    </PrivateLayout>,
  )
  return { navigate, fetchSpy, main: screen.getByRole('main') }
}

describe('PrivateLayout', () => {
  test('shows the page’s frame, and nothing private, while the sign-in is checked', async () => {
    let asked = false
    const { fetchSpy, main } = renderLayout(() => {
      asked = true
      return new Promise(() => {})
    })

    await waitFor(() => expect(asked).toBe(true))
    expect(main).toHaveTextContent('Loading dealers…')
    expect(screen.queryByText('Tiema Cycles')).not.toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test('replaces the frame with the page once the user is signed in', async () => {
    const { main } = renderLayout(async () => signedInUser())

    expect(await screen.findByText('Tiema Cycles')).toBeInTheDocument()
    expect(main).not.toHaveTextContent('Loading dealers…')
  })

  test('keeps only the frame for a signed-out visitor, on the way to the login page', async () => {
    const { navigate, fetchSpy, main } = renderLayout(async () => {
      throw new NotSignedInError()
    })

    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(main).toHaveTextContent('Loading dealers…')
    expect(screen.queryByText('Tiema Cycles')).not.toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
