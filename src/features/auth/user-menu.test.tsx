import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { currentUserQuery } from '@/lib/auth/current-user'
import { useRole } from '@/lib/auth/role'
import { createQueryClient } from '@/lib/query-client'
import { installFakeAuthClient, signedInUser, type FakeAuthClient } from '@/test/auth'
import { renderWithProviders } from '@/test/render'
import { setBulkRunPresent } from '@/stores/bulk-run-presence'

import { UserMenu } from './user-menu'

const DATA_TOKEN_KEY = 'bp.dataServiceToken'

let auth: FakeAuthClient
let signOut: FakeAuthClient['signOut']

beforeEach(() => {
  auth = installFakeAuthClient()
  signOut = auth.signOut
  setBulkRunPresent(false)
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

/** The menu of a signed-in user, with other cached data and a data-service token around. */
function renderMenu(name = 'Avery Johnson') {
  const current = signedInUser({ username: name })
  auth.getCurrentUser.mockResolvedValue(current)
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQuery().queryKey, current)
  queryClient.setQueryData(['business-partners', 'list', { page: 1 }], { list: [] })
  localStorage.setItem(
    DATA_TOKEN_KEY,
    JSON.stringify({
      accessToken: 'app-token',
      tokenType: 'Bearer',
      expiresAt: Date.now() + 3_600_000,
      scopes: [],
    }),
  )
  const view = renderWithProviders(
    <>
      <UserMenu />
      <Toaster />
    </>,
    { queryClient },
  )
  return { ...view, user: userEvent.setup() }
}

const avatar = (name = 'Avery Johnson') => screen.getByRole('button', { name: `Account: ${name}` })
const logoutButton = () => screen.queryByRole('button', { name: 'Log out' })

describe('UserMenu', () => {
  test.each([
    ['Avery Johnson', 'A'],
    ['avery', 'A'],
    ['  lukas', 'L'],
    ['élodie', 'É'],
    ['林文馨', '林'],
    ['𠮷田', '𠮷'],
    ['σοφία', 'Σ'],
    ['анна', 'А'],
  ])('shows the first letter of %s on the avatar', (name, initial) => {
    renderMenu(name)
    expect(avatar(name.trim())).toHaveTextContent(initial, { normalizeWhitespace: false })
    expect(avatar(name.trim()).textContent).toBe(initial)
  })

  test('shows nothing when there is no signed-in user', async () => {
    auth.getCurrentUser.mockRejectedValue(new Error('signed out'))
    const { container, queryClient } = renderWithProviders(<UserMenu />)

    await waitFor(() => expect(queryClient.getQueryState(currentUserQuery().queryKey)?.status).toBe('error'))
    expect(auth.getCurrentUser).toHaveBeenCalled()
    expect(container).toBeEmptyDOMElement()
  })

  // Opening and closing (keyboard, Escape, outside press, focus) is the disclosure's, tested in
  // components/ui/use-disclosure.test.tsx.
  test('opens a card with the name, the email and a logout button on click', async () => {
    const { user } = renderMenu()
    expect(logoutButton()).not.toBeInTheDocument()

    await user.click(avatar())

    expect(await screen.findByText('avery.johnson@example.com')).toBeInTheDocument()
    expect(screen.getByText('Avery Johnson')).toBeInTheDocument()
    expect(logoutButton()).toBeEnabled()
    expect(avatar()).toHaveAttribute('aria-expanded', 'true')
  })

  test('logs out: signs out of the provider, forgets cached data and the data-service token', async () => {
    const { user, queryClient } = renderMenu()
    await user.click(avatar())
    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(localStorage.getItem(DATA_TOKEN_KEY)).toBeNull())
    expect(signOut).toHaveBeenCalledWith('en')
    expect(queryClient.getQueryData(['business-partners', 'list', { page: 1 }])).toBeUndefined()
  })

  test('while a bulk change is writing, says that logging out stops it before doing so', async () => {
    setBulkRunPresent(true, true)
    const { user } = renderMenu()
    await user.click(avatar())
    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    expect(screen.getByRole('alert')).toHaveTextContent(
      'A bulk change is still running. Logging out stops it, and its report is lost.',
    )
    expect(signOut).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Log out anyway' }))
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('en'))
  })

  test('logs out at once when a bulk change has ended, with its report still open', async () => {
    setBulkRunPresent(true, false)
    const { user } = renderMenu()
    await user.click(avatar())
    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(signOut).toHaveBeenCalledWith('en'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('signs out in the language of the page', async () => {
    window.history.replaceState(null, '', '/zh-TW/dealers/')
    const { user } = renderMenu()
    await user.click(avatar())
    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(signOut).toHaveBeenCalledWith('zh-TW'))
  })

  test('says so and lets the user try again when logging out fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    signOut.mockRejectedValueOnce(new Error('network down'))
    const { user, queryClient } = renderMenu()
    await user.click(avatar())
    await user.click(await screen.findByRole('button', { name: 'Log out' }))

    expect(await screen.findByText('Logging out failed. Please try again.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()

    // Still signed in (the card stays), though the session's data went before the identity
    // provider was asked (lib/auth/end-session.ts): the page reads it again, with a new token, as
    // needed.
    await waitFor(() => expect(logoutButton()).toBeEnabled())
    expect(queryClient.getQueryData(['business-partners', 'list', { page: 1 }])).toBeUndefined()
    expect(localStorage.getItem(DATA_TOKEN_KEY)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(2))
  })

  test.each([
    ['en', 'editor', 'Editor: can browse and change'],
    ['en', 'viewer', 'Viewer: can browse, cannot change'],
    ['zh-TW', 'viewer', '檢視者：可瀏覽，不可變更'],
  ] as const)('names the role in words (%s, %s)', async (language, role, words) => {
    const current = signedInUser()
    auth.getCurrentUser.mockResolvedValue(current)
    const queryClient = createQueryClient()
    queryClient.setQueryData(currentUserQuery().queryKey, current)
    renderWithProviders(<UserMenu />, { queryClient, language, role })
    await userEvent.setup().click(screen.getByRole('button', { name: /^(Account|帳號)/ }))
    expect(await screen.findByText(words)).toBeInTheDocument()
  })

  test('forgets the role with the session', async () => {
    const { user } = renderMenu()
    await user.click(avatar())
    expect(await screen.findByText('Editor: can browse and change')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(useRole.getState().role).toBeUndefined())
  })

  test('lists a CJK name and the email together in the card', async () => {
    const { user } = renderMenu('林文馨')
    await user.click(avatar('林文馨'))
    const card = (await screen.findByRole('button', { name: 'Log out' })).parentElement as HTMLElement
    expect(within(card).getByText('林文馨')).toBeInTheDocument()
    expect(within(card).getByText('avery.johnson@example.com')).toBeInTheDocument()
  })
})
