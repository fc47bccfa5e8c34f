import { create } from 'zustand'

type JumpDialogState = {
  /** The path of the page the dialog was opened on, or null when it is closed. */
  openOn: string | null
  setOpen: (open: boolean) => void
}

/**
 * The jump-to-a-partner dialog, which the header's search button shows. It belongs to the page
 * it was opened on: left open, it does not follow the user to the next page, and a page being
 * left (its header unmounts just after the next page has painted) cannot close a dialog opened
 * on the next one, as a Ctrl+K pressed right after a navigation did.
 */
export const useJumpDialog = create<JumpDialogState>()((set) => ({
  openOn: null,
  setOpen: (open) => set({ openOn: open ? window.location.pathname : null }),
}))

/** Whether the dialog is open on the page shown now (a useJumpDialog selector). */
export const isJumpDialogOpen = ({ openOn }: JumpDialogState) =>
  openOn !== null && openOn === window.location.pathname

/** The keys that open the dialog, as the header's search button declares them (aria-keyshortcuts). */
export const JUMP_KEYS = 'Control+K Meta+K'

/** The header's search button, in the HTML of every private page: a page without it has no shortcuts. */
const SEARCH_BUTTON = `button[aria-keyshortcuts="${JUMP_KEYS}"]`

/** Where typing goes already: a `/` there is a character, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input,textarea,select,[role="dialog"]') !== null)

/**
 * The search button's shortcuts: Ctrl+K and ⌘K open the jump dialog; `/`, on a page
 * whose search field declares that shortcut (`aria-keyshortcuts="/"`, the lists), puts the cursor
 * there. Listened for from the app's start (gatsby-browser onClientEntry), not from the button's
 * own code, which arrives after the page: a Ctrl+K pressed as soon as the page shows opens the
 * dialog once it can, instead of being lost. Returns what removes the listener.
 */
export function installJumpShortcuts(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || !document.querySelector(SEARCH_BUTTON)) return
    const modified = event.ctrlKey || event.metaKey
    const field =
      !modified && event.key === '/' && !isTyping(event.target)
        ? document.querySelector<HTMLInputElement>('input[aria-keyshortcuts="/"]')
        : null
    if (field) field.focus()
    else if (modified && event.key.toLowerCase() === 'k') useJumpDialog.getState().setOpen(true)
    else return
    event.preventDefault()
  }
  document.addEventListener('keydown', onKeyDown)
  return () => document.removeEventListener('keydown', onKeyDown)
}
