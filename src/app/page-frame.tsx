import type { ReactNode } from 'react'

import { DialogHost } from '@/components/ui/dialog-host'

import { DeferredToaster } from './deferred-toaster'

/**
 * What every page renders around itself (gatsby-browser and gatsby-ssr wrapPageElement): the
 * toasts, the page, the dialogs. Toasts and dialogs load their code when the first one shows;
 * a toast raised before then (the callback page raises one as it mounts) waits in
 * react-hot-toast's store and shows once the toaster has mounted.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <DeferredToaster />
      {children}
      <DialogHost />
    </>
  )
}
