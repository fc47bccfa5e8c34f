import { useState } from 'react'

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'

import { useDisclosure } from './use-disclosure'

/** A disclosure between two other controls, its panel holding a link, a button and a dialog opener. */
function Example() {
  const { open, close, rootProps, buttonProps, panelProps } = useDisclosure()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      <div {...rootProps}>
        <button type="button" {...buttonProps}>
          Options
        </button>
        {open && (
          <div {...panelProps} role="group" aria-label="Options panel">
            <a href="#chosen" onClick={() => close()}>
              Choose
            </a>
            <button type="button" onClick={() => setAsking(true)}>
              Ask
            </button>
          </div>
        )}
      </div>
      <button type="button">After</button>
      {asking && (
        <div role="alertdialog" aria-label="Sure?">
          <button type="button" onClick={() => setAsking(false)}>
            Yes
          </button>
        </div>
      )}
    </>
  )
}

function renderExample() {
  render(<Example />)
  return userEvent.setup()
}

const toggle = () => screen.getByRole('button', { name: 'Options' })
const panel = () => screen.queryByRole('group', { name: 'Options panel' })

describe('useDisclosure', () => {
  test('starts closed, and its button says so', () => {
    renderExample()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(toggle()).not.toHaveAttribute('aria-controls')
    expect(panel()).not.toBeInTheDocument()
  })

  test.each([['{Enter}'], [' ']])(
    'opens from the keyboard with %s, naming the panel it opened',
    async (key) => {
      const user = renderExample()
      await user.tab()
      await user.tab()
      expect(toggle()).toHaveFocus()

      await user.keyboard(key)

      expect(panel()).toBeInTheDocument()
      expect(toggle()).toHaveAttribute('aria-expanded', 'true')
      expect(toggle()).toHaveAttribute('aria-controls', panel()?.id)
      expect(toggle()).toHaveFocus()
    },
  )

  test('closes when its button is pressed again', async () => {
    const user = renderExample()
    await user.click(toggle())
    await user.click(toggle())
    expect(panel()).not.toBeInTheDocument()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on Escape and gives focus back to its button', async () => {
    const user = renderExample()
    await user.click(toggle())
    await user.tab()
    expect(screen.getByRole('link', { name: 'Choose' })).toHaveFocus()

    await user.keyboard('{Escape}')

    expect(panel()).not.toBeInTheDocument()
    expect(toggle()).toHaveFocus()
  })

  test('closes on a press outside it, leaving focus where the press put it', async () => {
    const user = renderExample()
    await user.click(toggle())

    await user.click(screen.getByRole('button', { name: 'After' }))

    expect(panel()).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  test('stays open for a press inside the panel', async () => {
    const user = renderExample()
    await user.click(toggle())
    await user.click(screen.getByRole('group', { name: 'Options panel' }))
    expect(panel()).toBeInTheDocument()
  })

  test('lets Tab go through the panel and on out of it, closing it then', async () => {
    const user = renderExample()
    await user.click(toggle())

    await user.tab()
    expect(screen.getByRole('link', { name: 'Choose' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus()
    expect(panel()).toBeInTheDocument()
    await user.tab()

    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(panel()).not.toBeInTheDocument()
  })

  test('closes on Shift+Tab back out of it too', async () => {
    const user = renderExample()
    await user.click(toggle())
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
    expect(panel()).not.toBeInTheDocument()
  })

  test('stays open under a dialog asked from it, for presses and Escape there', async () => {
    const user = renderExample()
    await user.click(toggle())
    await user.click(screen.getByRole('button', { name: 'Ask' }))
    const yes = screen.getByRole('button', { name: 'Yes' })

    yes.focus()
    await user.keyboard('{Escape}')
    await user.click(yes)

    expect(panel()).toBeInTheDocument()
  })

  test('closes when the panel asks, without moving focus', async () => {
    const user = renderExample()
    await user.click(toggle())
    await user.click(screen.getByRole('link', { name: 'Choose' }))
    expect(panel()).not.toBeInTheDocument()
    expect(toggle()).not.toHaveFocus()
  })

  test('moves a panel that would run off the window back inside it', async () => {
    const user = renderExample()
    const width = 360
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(width)
    // Where CSS would put the panel: 100 px past the left edge, or past the right one.
    for (const [left, right, by] of [
      [-100, 236, '112px'],
      [width - 200, width + 50, '-62px'],
      [20, 200, ''],
    ] as const) {
      const box = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ left, right } as DOMRect)
      await user.click(toggle())
      expect(panel()?.style.translate).toBe(by)
      await user.click(toggle())
      box.mockRestore()
    }
  })
})
