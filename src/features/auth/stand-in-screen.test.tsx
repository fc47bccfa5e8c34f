import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'

import { readJwtClaims } from '@/lib/auth/jwt'
import { renderWithProviders } from '@/test/render'

import { StandInScreen } from './stand-in-screen'

let assign: MockInstance<(url: string | URL) => void>

beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  const callback = `${window.location.origin}/auth/callback/`
  window.history.replaceState(
    null,
    '',
    `/auth/stand-in/?${new URLSearchParams({ redirect_uri: callback, state: 'abc' })}`,
  )
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

/** The user and role the stand-in sent back in its code (base64url JSON). */
function returned() {
  const target = new URL(String(assign.mock.calls.at(-1)?.[0]))
  expect(target.pathname).toBe('/auth/callback/')
  expect(target.searchParams.get('state')).toBe('abc')
  const code = target.searchParams.get('code') ?? ''
  return readJwtClaims(`x.${code}.`)
}

describe('the sign-in stand-in', () => {
  test('signs in as an editor unless another role is chosen', async () => {
    const user = userEvent.setup()
    renderWithProviders(<StandInScreen />)
    expect(screen.getByRole('radio', { name: 'Editor: can browse and change' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: /Lukas Becker/ }))
    expect(returned()).toEqual({ name: 'Lukas Becker', email: 'lukas.becker@example.com', role: 'editor' })
  })

  test('lets the developer choose the viewer role, by keyboard too', async () => {
    const user = userEvent.setup()
    renderWithProviders(<StandInScreen />)
    screen.getByRole('radio', { name: 'Editor: can browse and change' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Viewer: can browse, cannot change' })).toBeChecked()
    await user.type(screen.getByLabelText('Name'), '林文馨')
    await user.type(screen.getByLabelText('Email'), 'wen.lin@example.com{Enter}')
    expect(returned()).toEqual({ name: '林文馨', email: 'wen.lin@example.com', role: 'viewer' })
  })

  test('names the roles in Traditional Chinese', () => {
    renderWithProviders(<StandInScreen />, { language: 'zh-TW' })
    expect(screen.getByRole('group', { name: '登入身分' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '檢視者：可瀏覽，不可變更' })).not.toBeChecked()
  })
})
