import { OfflineNotice } from './offline-notice'
import { RoleChangeNotice } from './role-change-notice'
import { RouteChangeNotice } from './route-change-notice'
import { UpdateNotice } from './update-notice'

/**
 * The live notices every layout carries: offline, a slow route change, a new version ready, a
 * role that changed.
 */
export function AppNotices() {
  return (
    <>
      <OfflineNotice />
      <RouteChangeNotice />
      <UpdateNotice />
      <RoleChangeNotice />
    </>
  )
}
