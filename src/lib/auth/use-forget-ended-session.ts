import { useEffect, useRef } from 'react'

import { useQueryClient } from '@tanstack/react-query'

import { isCompleteUser } from './auth-client'
import type { CurrentUser } from './auth-types'
import { endSession } from './end-session'

/**
 * For the login page: whoever lands there without a session has none left (signed out,
 * expired, refused), so what it left behind goes, once per page, including a copy the worker
 * wrote after the sign-out (e2e/session-end.spec.ts). `known`: the session has been checked.
 */
export function useForgetEndedSession(user: CurrentUser | undefined, known: boolean) {
  const queryClient = useQueryClient()
  const ended = useRef(false)
  useEffect(() => {
    if (!known || isCompleteUser(user) || ended.current) return
    ended.current = true
    void endSession(queryClient)
  }, [known, user, queryClient])
}
