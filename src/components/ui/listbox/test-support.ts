import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

import { MENU_MAX_HEIGHT } from './constants'
import { loadListboxMenu } from './listbox-field'

/**
 * happy-dom lays nothing out, so the menu would be 0 px high and the virtualizer would render only
 * its overscan. Give the listbox its real height (240 px) so the rendered rows are
 * the ones a browser would show; vitest's restoreAllMocks undoes it after each test.
 */
export function giveMenuItsHeight() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'listbox' ? MENU_MAX_HEIGHT : 0
  })
}

/** Fake timers and a userEvent that works with them (see the `jest` stub in src/test/setup.ts). */
export function fakeTimersUser() {
  vi.useFakeTimers()
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

export function restoreRealTimers() {
  vi.useRealTimers()
}

/** The menu's code is loaded on first use (listbox-field.tsx); load it up front so tests can query it at once. */
export function preloadMenu() {
  return loadListboxMenu()
}
