import type { ReactNode } from 'react'

import { DialogHost } from '@/components/ui/dialog-host'

import { BulkRunHost } from './bulk-run-host'
import { DeferredToaster } from './deferred-toaster'

/**
 * What every page renders around itself: the toasts, the page, a bulk change's panel, the
 * dialogs. Toasts, the panel and dialogs load their code when the first one shows; a toast raised
 * before then (the callback page raises one as it mounts) waits in react-hot-toast's store and
 * shows once the toaster has mounted.
 *
 * The layouts render it, inside gatsby-plugin-react-i18next's provider: the site's own
 * wrapPageElement (gatsby-browser, gatsby-ssr) wraps the plugin's, so what it rendered had no
 * translations (a dialog's buttons read `dialog.cancel`). The hosts read their stores, so a
 * toast, a dialog or a run open across a change of page shows again in the next page's frame.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <DeferredToaster />
      {children}
      <BulkRunHost />
      <DialogHost />
    </>
  )
}
