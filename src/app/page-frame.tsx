import type { ReactNode } from 'react'

import { DialogHost } from '@/components/ui/dialog-host'

import { AppToaster } from './app-toaster'

/**
 * What every page renders around itself (gatsby-browser and gatsby-ssr wrapPageElement): the
 * toasts first (their subscription must exist before a page raises one while mounting, as the
 * callback page does), the page, the dialogs.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <AppToaster />
      {children}
      <DialogHost />
    </>
  )
}
