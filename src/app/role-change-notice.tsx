import { useEffect } from 'react'

import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import { useRole } from '@/lib/auth/role'

/**
 * Says so when the role changes within a session: a new token granted other scopes (the data
 * service refused a write, and the portal asked again). The first role of a session, and its
 * end at sign-out, are no news. The controls the role allows follow by themselves.
 */
export function RoleChangeNotice() {
  const { t } = useTranslation()
  useEffect(
    () =>
      useRole.subscribe(({ role }, { role: before }) => {
        if (!role || !before || role === before) return
        const message = t('roleChanged', { role: t(`role.${role}`) })
        void loadToast().then((toast) => toast(message, { id: 'role-changed' }))
      }),
    [t],
  )
  return null
}
