import type { ReactNode } from 'react'

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'

import * as dialogStyles from '@/components/ui/dialog.module.css'

type DialogFrameProps = { title: string; onClose: () => void; panelClassName?: string; children: ReactNode }

/** The frame of every edit form (edit-dialog.tsx): a modal dialog that keeps focus inside it; Escape closes. */
export function DialogFrame({ title, onClose, panelClassName, children }: DialogFrameProps) {
  return (
    <Dialog open className={dialogStyles.root} onClose={onClose}>
      <DialogBackdrop className={dialogStyles.backdrop} />
      <div className={dialogStyles.frame}>
        <DialogPanel className={[dialogStyles.panel, panelClassName].filter(Boolean).join(' ')}>
          <DialogTitle className={dialogStyles.title}>{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
