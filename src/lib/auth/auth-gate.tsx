import { useEffect } from 'react'

import { useQuery } from '@tanstack/react-query'
import { navigate } from 'gatsby'

import { LOGIN_PATH } from '@/config/routes'
import { languageOfPath, localizePath } from '@/config/site'
import { useHydrated } from '@/lib/use-hydrated'

import { isCompleteUser } from './auth-client'
import { currentUserQuery } from './current-user'
import { loginPathFor } from './return-to'

/**
 * The authentication gate: true once what is private may render. While the
 * current-user query has no data it is false; on error, or without both tokens, a name and an
 * email, the user goes to the login page of the current language, which brings them back here
 * afterwards. A layout renders nothing private (and so sends no private data request) while it is
 * false; its frame (logo, links) holds nothing private and shows at once (PrivateLayout).
 */
export function useAuthGate(): boolean {
  // The server rendered nothing private; so does hydration, whatever the browser already knows.
  const hydrated = useHydrated()
  const { data, isError } = useQuery(currentUserQuery())
  const allowed = !isError && isCompleteUser(data)
  const mustLeave = isError || (data !== undefined && !allowed)

  useEffect(() => {
    if (!mustLeave) return
    const { pathname, search, hash } = window.location
    const loginPath = localizePath(LOGIN_PATH, languageOfPath(pathname))
    void navigate(loginPathFor(loginPath, `${pathname}${search}${hash}`), { replace: true })
  }, [mustLeave])

  return hydrated && allowed
}
