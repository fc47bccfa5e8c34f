import { describe, expect, test } from 'vitest'

import { isCompleteUser } from './auth-client'
import type { CurrentUser } from './auth-types'

describe('isCompleteUser', () => {
  const user: CurrentUser = {
    username: 'Avery Johnson',
    email: 'avery@example.com',
    attributes: {},
    session: { accessToken: 'access', idToken: 'id' },
  }

  test('accepts a user with both tokens, a name and an email', () => {
    expect(isCompleteUser(user)).toBe(true)
  })

  test.each([
    ['no user', undefined],
    ['no session', { ...user, session: undefined }],
    ['no access token', { ...user, session: { ...user.session, accessToken: '' } }],
    ['no id token', { ...user, session: { ...user.session, idToken: '' } }],
    ['no name', { ...user, username: '' }],
    ['no email', { ...user, email: '' }],
  ])('refuses %s', (_, candidate) => {
    expect(isCompleteUser(candidate)).toBe(false)
  })
})
