import { OfflineNotice } from './offline-notice'
import { RouteChangeNotice } from './route-change-notice'
import { UpdateNotice } from './update-notice'

/** The live notices every layout carries: offline, a slow route change, a new version ready. */
export function AppNotices() {
  return (
    <>
      <OfflineNotice />
      <RouteChangeNotice />
      <UpdateNotice />
    </>
  )
}
