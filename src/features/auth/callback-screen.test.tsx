import { createRequire } from 'node:module'

import { screen, waitFor } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'
import type * as ReactI18next from 'react-i18next'
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest'

import { setAuthClient, type AuthClient } from '@/lib/auth/auth-client'
import { currentUserQuery } from '@/lib/auth/current-user'
import { createStandInClient, encodeStandInCode } from '@/lib/auth/stand-in-client'
import { createQueryClient } from '@/lib/query-client'
import { createTestI18n } from '@/test/i18n'
import { renderWithProviders } from '@/test/render'

import { CallbackScreen } from './callback-screen'

/**
 * gatsby's navigate hands every navigation to window.___navigate. The screen reaches it both
 * directly and through gatsby-plugin-react-i18next, whose CommonJS `require('gatsby')` a
 * vi.mock('gatsby') does not reach, so the one spy sits where both roads meet.
 */
let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>

const completeSignIn = vi.fn<AuthClient['completeSignIn']>()

/**
 * For the same reason useI18next's `t` comes from the CommonJS copy of react-i18next, which
 * does not see renderWithProviders' I18nextProvider (the ES module copy's context); it falls
 * back to that copy's default instance, which is set here.
 */
const { setI18n } = createRequire(import.meta.url)('react-i18next') as typeof ReactI18next

beforeEach(() => {
  navigate = vi.fn()
  vi.stubGlobal('___navigate', navigate)
  completeSignIn.mockReset()
  setAuthClient({
    mode: 'stand-in',
    signIn: vi.fn(),
    completeSignIn,
    getCurrentUser: vi.fn(),
    signOut: vi.fn(),
  })
})

afterEach(() => {
  setAuthClient(undefined)
  setI18n(undefined as never)
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

function renderCallback(language: 'en' | 'zh-TW' = 'en', queryClient = createQueryClient()) {
  setI18n(createTestI18n(language))
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
    setI18n(createTestI18n('en'))
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
    const code = encodeStandInCode({ name: '林文馨', email: 'wen.lin@example.com' })
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
