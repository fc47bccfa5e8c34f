import { create } from 'zustand'

type JumpDialogState = { open: boolean; setOpen: (open: boolean) => void }

/** Whether the jump-to-a-partner dialog is open: the header's search button shows it. */
export const useJumpDialog = create<JumpDialogState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}))

/** The keys that open the dialog, as the header's search button declares them (aria-keyshortcuts). */
export const JUMP_KEYS = 'Control+K Meta+K'

/** The header's search button, in the HTML of every private page: a page without it has no shortcuts. */
const SEARCH_BUTTON = `button[aria-keyshortcuts="${JUMP_KEYS}"]`

/** Where typing goes already: a `/` there is a character, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input,textarea,select,[role="dialog"]') !== null)

/**
 * The search button's shortcuts (issue 15 §1): Ctrl+K and ⌘K open the jump dialog; `/`, on a page
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
