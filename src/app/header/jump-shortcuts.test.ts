import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { installJumpShortcuts, isJumpDialogOpen, useJumpDialog } from './jump-shortcuts'

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

let uninstall: () => void

beforeEach(() => {
  uninstall = installJumpShortcuts()
})

afterEach(() => {
  uninstall()
  useJumpDialog.getState().setOpen(false)
  document.body.innerHTML = ''
})

describe('installJumpShortcuts', () => {
  test("Ctrl+K and ⌘K ask for the dialog on a page with the search button, before the button's code has run", () => {
    // The button as pre-rendered in the page's HTML: no React handler yet.
    document.body.innerHTML = '<button type="button" aria-keyshortcuts="Control+K Meta+K">Find</button>'
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      useJumpDialog.getState().setOpen(false)
      const event = press({ key: 'k', ...modifier })
      expect(isJumpDialogOpen(useJumpDialog.getState())).toBe(true)
      expect(event.defaultPrevented).toBe(true)
    }
  })

  test('a page without the search button (sign-in, errors) has no shortcuts', () => {
    const event = press({ key: 'k', ctrlKey: true })
    expect(isJumpDialogOpen(useJumpDialog.getState())).toBe(false)
    expect(event.defaultPrevented).toBe(false)
  })

  test.each([
    ['Alt+Ctrl+K', { key: 'k', ctrlKey: true, altKey: true }],
    ['K alone', { key: 'k' }],
  ])('%s is left to the browser', (_, init) => {
    document.body.innerHTML = '<button type="button" aria-keyshortcuts="Control+K Meta+K">Find</button>'
    expect(press(init).defaultPrevented).toBe(false)
    expect(isJumpDialogOpen(useJumpDialog.getState())).toBe(false)
  })

  test('/ moves to the list search, unless typing already', () => {
    document.body.innerHTML =
      '<button type="button" aria-keyshortcuts="Control+K Meta+K">Find</button>' +
      '<input aria-keyshortcuts="/" aria-label="Search"><textarea aria-label="Notes"></textarea>'
    const search = document.querySelector('input')!
    const notes = document.querySelector('textarea')!
    notes.focus()
    expect(press({ key: '/' }, notes).defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(notes)
    expect(press({ key: '/' }).defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(search)
  })
})
