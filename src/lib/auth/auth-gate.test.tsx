import { useEffect, type ReactNode } from 'react'

import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest'

import { installFakeAuthClient, signedInUser, type FakeAuthClient } from '@/test/auth'
import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { useAuthGate } from './auth-gate'
import { currentUserQuery } from './current-user'
import { NotSignedInError } from './not-signed-in-error'

const user = signedInUser()

let getCurrentUser: FakeAuthClient['getCurrentUser']
let navigate: Mock

beforeEach(() => {
  navigate = installNavigation()
  getCurrentUser = installFakeAuthClient().getCurrentUser
  window.history.replaceState(null, '', '/dealers/')
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

/** Stands for a page that asks the data service for private data as soon as it mounts. */
function PrivatePage() {
  useEffect(() => {
    void fetch('http://data.test/business-partners')
  }, [])
  return <h1>Dealers</h1>
}

/** The gate as a layout uses it: what is private renders only once it passes. */
function Gate({ children }: { children: ReactNode }) {
  return useAuthGate() ? children : null
}

function renderGate() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
  const view = renderWithProviders(
    <Gate>
      <PrivatePage />
    </Gate>,
  )
  return { ...view, fetchSpy }
}

describe('useAuthGate', () => {
  test('renders nothing and goes nowhere while the current user is loading', async () => {
    getCurrentUser.mockReturnValue(new Promise(() => {}))
    const { container, fetchSpy } = renderGate()

    await waitFor(() => expect(getCurrentUser).toHaveBeenCalled())
    expect(container).toBeEmptyDOMElement()
    expect(navigate).not.toHaveBeenCalled()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test('sends a signed-out user to the login page, which brings them back', async () => {
    window.history.replaceState(null, '', '/dealers/?page=2#top')
    getCurrentUser.mockRejectedValue(new NotSignedInError())
    const { container, fetchSpy } = renderGate()

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/auth/login/?returnTo=%2Fdealers%2F%3Fpage%3D2%23top', {
        replace: true,
      }),
    )
    expect(container).toBeEmptyDOMElement()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test.each([
    ['an access token', { ...user, session: { ...user.session, accessToken: '' } }],
    ['an id token', { ...user, session: { ...user.session, idToken: '' } }],
    ['a name', { ...user, username: '' }],
    ['an email', { ...user, email: '' }],
  ])('sends a user without %s to the login page', async (_, incomplete) => {
    getCurrentUser.mockResolvedValue(incomplete)
    const { container, fetchSpy } = renderGate()

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/auth/login/?returnTo=%2Fdealers%2F', { replace: true }),
    )
    expect(container).toBeEmptyDOMElement()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  test('sends a zh-TW visitor to the zh-TW login page', async () => {
    window.history.replaceState(null, '', '/zh-TW/dealers/')
    getCurrentUser.mockRejectedValue(new NotSignedInError())
    renderGate()

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/zh-TW/auth/login/?returnTo=%2Fzh-TW%2Fdealers%2F', {
        replace: true,
      }),
    )
  })

  test('does not ask to come back to the home page, where sign-in lands anyway', async () => {
    window.history.replaceState(null, '', '/')
    getCurrentUser.mockRejectedValue(new NotSignedInError())
    renderGate()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login/', { replace: true }))
  })

  test('shows the page to a signed-in user and stays', async () => {
    getCurrentUser.mockResolvedValue(user)
    const { fetchSpy } = renderGate()

    expect(await screen.findByRole('heading', { name: 'Dealers' })).toBeInTheDocument()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(navigate).not.toHaveBeenCalled()
  })

  test('hides the page and leaves when the session ends while it is open', async () => {
    getCurrentUser.mockResolvedValue(user)
    const { queryClient } = renderGate()
    await screen.findByRole('heading', { name: 'Dealers' })

    getCurrentUser.mockRejectedValue(new NotSignedInError())
    await queryClient.refetchQueries({ queryKey: currentUserQuery().queryKey })

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/auth/login/?returnTo=%2Fdealers%2F', { replace: true }),
    )
    expect(screen.queryByRole('heading', { name: 'Dealers' })).not.toBeInTheDocument()
  })
})
