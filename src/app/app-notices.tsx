import { RouteChangeNotice } from './route-change-notice'
import { UpdateNotice } from './update-notice'

/** The live notices every layout carries: a slow route change, a new version ready. */
export function AppNotices() {
  return (
    <>
      <RouteChangeNotice />
      <UpdateNotice />
    </>
  )
}
