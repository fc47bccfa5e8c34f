import type { ReactNode } from 'react'

import { create } from 'zustand'

type DialogBase = { title: string; message: ReactNode }

export type AlertDialogProps = DialogBase & {
  kind: 'alert'
  /** Button text; t('dialog.ok') when left out (default alert button text 'OK'). */
  okText?: string
}

export type ConfirmDialogProps = DialogBase & {
  kind: 'confirm'
  confirmText?: string
  cancelText?: string
  /** 'danger' paints the confirm button red and puts first focus on cancel. */
  tone?: 'default' | 'danger'
  /**
   * The work the answer starts, run while the dialog stays open (confirm shows it is working): the
   * dialog closes once it is done, or says inside itself why it failed and stays for another try.
   */
  action?: ConfirmAction
}

export type ConfirmAction = {
  run: () => Promise<unknown>
  /** Why it failed, in the user's words. */
  failureText: (error: unknown) => string
}

export type DialogProps = AlertDialogProps | ConfirmDialogProps

type DialogState = {
  /** Open dialogs, oldest first: the last one is on top. */
  ids: string[]
  dialogs: Record<string, DialogProps>
  /** Opens a dialog and returns its id. */
  open: (props: DialogProps) => string
  /** Closes a dialog; `result` is true for OK/confirm, false for cancel or Escape. */
  close: (id: string, result: boolean) => void
}

/**
 * Whoever awaits a dialog, by dialog id. Kept out of the store so its state stays plain data
 * (dialog ids and a map from id to dialog properties).
 */
const settlers = new Map<string, (result: boolean) => void>()

let lastId = 0

export const useDialogStore = create<DialogState>()((set, get) => ({
  ids: [],
  dialogs: {},
  open: (props) => {
    lastId += 1
    const id = `dialog-${lastId}`
    set((state) => ({ ids: [...state.ids, id], dialogs: { ...state.dialogs, [id]: props } }))
    return id
  },
  close: (id, result) => {
    if (!(id in get().dialogs)) return
    set((state) => {
      const { [id]: _closed, ...dialogs } = state.dialogs
      return { ids: state.ids.filter((openId) => openId !== id), dialogs }
    })
    settlers.get(id)?.(result)
    settlers.delete(id)
  },
}))

function openAndWait(props: DialogProps): Promise<boolean> {
  return new Promise((resolve) => {
    settlers.set(useDialogStore.getState().open(props), resolve)
  })
}

/** Shows a message with one button; resolves when it is dismissed (button or Escape). */
export async function alertDialog(props: Omit<AlertDialogProps, 'kind'>): Promise<void> {
  await openAndWait({ ...props, kind: 'alert' })
}

/** Asks a yes/no question; resolves true on confirm, false on cancel or Escape. */
export function confirmDialog(props: Omit<ConfirmDialogProps, 'kind'>): Promise<boolean> {
  return openAndWait({ ...props, kind: 'confirm' })
}
