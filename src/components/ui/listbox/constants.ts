// Row height estimate 35, overscan 10, menu at most 240 px
// high, type-ahead reset 350 ms, gap 4 px. The single select shares them so both menus look alike.
export const OPTION_HEIGHT = 35
export const OVERSCAN = 10
export const MENU_MAX_HEIGHT = 240
export const MENU_GAP = 4
export const TYPEAHEAD_RESET_MS = 350

/** Rows PageUp/PageDown move: one menu's worth, so a page key never skips an unseen row. */
export const PAGE_STEP = Math.floor(MENU_MAX_HEIGHT / OPTION_HEIGHT)

/** Keeps the menu this far from the viewport's edges when it flips, shifts or shrinks. */
export const VIEWPORT_PADDING = 8
