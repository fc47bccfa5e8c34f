import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { ALL_DATA_SCOPES, DATA_SCOPES } from '@/config/data-scopes'

import { forgetRole, grantRole, roleOfScopes, useRole } from './role'

describe('the role a token’s scopes give', () => {
  test('reading alone is a viewer; all four scopes an editor', () => {
    expect(roleOfScopes([DATA_SCOPES.read])).toBe('viewer')
    expect(roleOfScopes(ALL_DATA_SCOPES)).toBe('editor')
    expect(roleOfScopes([])).toBe('viewer')
  })

  test('an editor is exactly a holder of every write scope, whatever else or in whatever order', () => {
    const writes: string[] = [DATA_SCOPES.create, DATA_SCOPES.update, DATA_SCOPES.delete]
    fc.assert(
      fc.property(fc.shuffledSubarray([...ALL_DATA_SCOPES, 'other/scope']), (scopes) => {
        const editor = writes.every((scope) => scopes.includes(scope))
        expect(roleOfScopes(scopes)).toBe(editor ? 'editor' : 'viewer')
      }),
    )
  })

  test('the store holds the granted role until the session is forgotten', () => {
    grantRole([DATA_SCOPES.read])
    expect(useRole.getState().role).toBe('viewer')
    grantRole(ALL_DATA_SCOPES)
    expect(useRole.getState().role).toBe('editor')
    forgetRole()
    expect(useRole.getState().role).toBeUndefined()
  })
})
