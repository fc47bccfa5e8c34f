import { screen, waitFor } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest'

import { setAuthClient } from '@/lib/auth/auth-client'
import { currentUserQuery } from '@/lib/auth/current-user'
import { createStandInClient, encodeStandInCode } from '@/lib/auth/stand-in-client'
import { createQueryClient } from '@/lib/query-client'
import { installFakeAuthClient, type FakeAuthClient } from '@/test/auth'
import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { CallbackScreen } from './callback-screen'

let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>
let completeSignIn: FakeAuthClient['completeSignIn']

beforeEach(() => {
  navigate = installNavigation()
  completeSignIn = installFakeAuthClient().completeSignIn
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

function renderCallback(language: 'en' | 'zh-TW' = 'en', queryClient = createQueryClient()) {
  return renderWithProviders(
    <>
      <CallbackScreen />
      <Toaster />
    </>,
    { language, queryClient, originalPath: '/auth/callback/' },
  )
}

describe('CallbackScreen', () => {
  test('says it is finishing the sign-in while it works', async () => {
    let finish = (_: { returnTo?: string }) => {}
    completeSignIn.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderCallback()

    expect(screen.getByRole('heading', { name: 'Signing in' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Finishing sign-in…')
    await waitFor(() => expect(completeSignIn).toHaveBeenCalledTimes(1))
    expect(navigate).not.toHaveBeenCalled()

    finish({})
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }))
  })

  test('goes on to the page first asked for, replacing itself in the history', async () => {
    completeSignIn.mockResolvedValue({ returnTo: '/dealers/?page=2' })
    renderCallback()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dealers/?page=2', { replace: true }))
  })

  test('goes to the home page when no page was asked for', async () => {
    completeSignIn.mockResolvedValue({})
    renderCallback()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }))
  })

  test('goes to the zh-TW home page after a zh-TW sign-in', async () => {
    completeSignIn.mockResolvedValue({})
    renderCallback('zh-TW')

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh-TW/', { replace: true }))
  })

  test('goes to the home page instead of another site', async () => {
    completeSignIn.mockResolvedValue({ returnTo: '//evil.com/' })
    renderCallback()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }))
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  test('makes the current user be read again once signed in', async () => {
    completeSignIn.mockResolvedValue({})
    const queryClient = createQueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    renderCallback('en', queryClient)

    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQuery().queryKey })
  })

  test('says the sign-in failed and goes back to the login page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    completeSignIn.mockRejectedValue(new Error('An error occurred while validating the state.'))
    renderCallback()

    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login/', { replace: true }))
    expect(warn).toHaveBeenCalled()
  })

  test('goes back to the zh-TW login page after a failed zh-TW sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    completeSignIn.mockRejectedValue(new Error('User cancelled OAuth flow.'))
    renderCallback('zh-TW')

    expect(await screen.findByText('登入失敗，請再試一次。')).toBeInTheDocument()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh-TW/auth/login/', { replace: true }))
  })

  test('finishes a sign-in once even when shown twice', async () => {
    completeSignIn.mockResolvedValue({})
    renderWithProviders(
      <>
        <CallbackScreen />
        <CallbackScreen />
      </>,
    )

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2))
    expect(completeSignIn).toHaveBeenCalledTimes(1)
  })

  test('completes a whole stand-in round trip back to the page first asked for', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const client = createStandInClient()
    setAuthClient(client)
    await client.signIn({ language: 'en', returnTo: '/stores/?q=taipei' })
    const standIn = new URL(
      String(vi.mocked(window.location.assign).mock.calls[0]?.[0]),
      window.location.origin,
    )
    const code = encodeStandInCode({ name: '林文馨', email: 'wen.lin@example.com', role: 'editor' })
    window.history.replaceState(
      null,
      '',
      `/auth/callback/?code=${code}&state=${standIn.searchParams.get('state')}`,
    )

    renderCallback()

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/stores/?q=taipei', { replace: true }))
    await expect(client.getCurrentUser()).resolves.toMatchObject({ username: '林文馨' })
  })
})
