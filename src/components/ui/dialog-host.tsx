import { Suspense } from 'react'

import { lazyNamed } from '@/components/lazy-named'
import { useDialogStore } from '@/stores/dialog-store'

// Headless UI is ~28 kB gzip: fetch it when the first dialog opens, not with the page.
const MessageDialog = lazyNamed(() => import('./dialog'), 'MessageDialog')

/** Renders the dialogs of the dialog store, oldest first, so the newest is on top. Mount once. */
export function DialogHost() {
  const ids = useDialogStore((state) => state.ids)
  const dialogs = useDialogStore((state) => state.dialogs)
  const close = useDialogStore((state) => state.close)
  if (ids.length === 0) return null

  return (
    <Suspense fallback={null}>
      {ids.map((id) => {
        const dialog = dialogs[id]
        return dialog ? (
          <MessageDialog key={id} dialog={dialog} onClose={(result) => close(id, result)} />
        ) : null
      })}
    </Suspense>
  )
}
