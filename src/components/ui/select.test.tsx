import { useState } from 'react'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi, beforeAll } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { fakeTimersUser, giveMenuItsHeight, restoreRealTimers, preloadMenu } from './listbox/test-support'
import { Select, type SelectOption } from './select'

const fruits: SelectOption<string>[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry' },
]

type FruitProps = {
  options?: SelectOption<string>[]
  initial?: string
  onChange?: (value: string | undefined) => void
  allowEmpty?: boolean
  disabled?: boolean
}

/** A Select with its own state, as a page would hold it. */
function Fruit({ options = fruits, initial, onChange, allowEmpty, disabled }: FruitProps) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <Select
        label="Fruit"
        options={options}
        value={value}
        placeholder="Pick a fruit"
        allowEmpty={allowEmpty}
        disabled={disabled}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
      <button type="button">Next field</button>
    </>
  )
}

function setup(props: FruitProps = {}) {
  giveMenuItsHeight()
  const user = userEvent.setup()
  renderWithProviders(<Fruit {...props} />)
  return { user, combobox: screen.getByRole('combobox', { name: 'Fruit' }) }
}

function activeOption(combobox: HTMLElement) {
  const id = combobox.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

beforeAll(preloadMenu)

describe('Select', () => {
  afterEach(restoreRealTimers)

  test('shows the placeholder until something is chosen', () => {
    const { combobox } = setup()
    expect(combobox).toHaveTextContent('Pick a fruit')
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
  })

  test('opens with ArrowDown, moves with ArrowDown and chooses and closes with Enter', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ onChange })
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Fruit' }).id)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('banana')
    expect(combobox).toHaveTextContent('Banana')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(combobox).toHaveFocus()
  })

  test('opens with a click and chooses the clicked option', async () => {
    const { user, combobox } = setup()
    await user.click(combobox)
    await user.click(screen.getByRole('option', { name: 'Cherry' }))
    expect(combobox).toHaveTextContent('Cherry')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(combobox).toHaveFocus()
  })

  test('opens on the chosen option, marks it selected and follows the active option with aria-activedescendant', async () => {
    const { user, combobox } = setup({ initial: 'blueberry' })
    await user.click(combobox)
    expect(activeOption(combobox)).toHaveTextContent('Blueberry')
    expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowUp}')
    expect(activeOption(combobox)).toHaveTextContent('Banana')
    await user.keyboard('{End}')
    expect(activeOption(combobox)).toHaveTextContent('Cherry')
    await user.keyboard('{ArrowDown}')
    expect(activeOption(combobox)).toHaveTextContent('Cherry')
    await user.keyboard('{Home}')
    expect(activeOption(combobox)).toHaveTextContent('Apple')
    await user.keyboard('{PageDown}')
    expect(activeOption(combobox)).toHaveTextContent('Cherry')
  })

  test('Space opens the menu and chooses the active option', async () => {
    const { user, combobox } = setup()
    await user.tab()
    await user.keyboard(' ')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown} ')
    expect(combobox).toHaveTextContent('Banana')
  })

  test('Escape closes without changing the value, keeps focus and does not reach outer handlers', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ initial: 'apple', onChange })
    const outer = vi.fn()
    document.addEventListener('keydown', outer)
    await user.click(combobox)
    await user.keyboard('{ArrowDown}{Escape}')
    document.removeEventListener('keydown', outer)
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
    expect(combobox).toHaveTextContent('Apple')
    expect(combobox).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
    expect(outer.mock.calls.filter(([event]) => (event as KeyboardEvent).key === 'Escape')).toEqual([])
  })

  test('Escape on the closed trigger is left for outer handlers', async () => {
    const { user } = setup()
    const outer = vi.fn()
    document.addEventListener('keydown', outer)
    await user.tab()
    await user.keyboard('{Escape}')
    document.removeEventListener('keydown', outer)
    expect(outer).toHaveBeenCalled()
  })

  test('Tab closes, keeps the value and moves focus on', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ initial: 'apple', onChange })
    await user.click(combobox)
    await user.keyboard('{ArrowDown}')
    await user.tab()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(combobox).toHaveTextContent('Apple')
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
  })

  test('Alt+ArrowUp closes the menu', async () => {
    const { user, combobox } = setup()
    await user.click(combobox)
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside closes the menu', async () => {
    const { user, combobox } = setup()
    await user.click(combobox)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.click(document.body)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  test('typing moves to the next option starting with the typed letters', async () => {
    const { user, combobox } = setup()
    await user.tab()
    await user.keyboard('bl')
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(activeOption(combobox)).toHaveTextContent('Blueberry')
    await user.keyboard('{Enter}')
    expect(combobox).toHaveTextContent('Blueberry')
  })

  test('typed letters start afresh after 350 ms without typing', async () => {
    giveMenuItsHeight()
    const user = fakeTimersUser()
    renderWithProviders(<Fruit />)
    const combobox = screen.getByRole('combobox', { name: 'Fruit' })
    await user.click(combobox)
    await user.keyboard('b')
    expect(activeOption(combobox)).toHaveTextContent('Banana')
    act(() => vi.advanceTimersByTime(349))
    await user.keyboard('l')
    expect(activeOption(combobox)).toHaveTextContent('Blueberry')
    act(() => vi.advanceTimersByTime(350))
    await user.keyboard('c')
    expect(activeOption(combobox)).toHaveTextContent('Cherry')
  })

  test('pressing the same letter again cycles through the options starting with it', async () => {
    const { user, combobox } = setup()
    await user.click(combobox)
    await user.keyboard('b')
    expect(activeOption(combobox)).toHaveTextContent('Banana')
    await user.keyboard('b')
    expect(activeOption(combobox)).toHaveTextContent('Blueberry')
  })

  test('type-ahead finds Chinese labels', async () => {
    const places = [
      { value: 'JP', label: '日本' },
      { value: 'TW', label: '臺灣' },
      { value: 'US', label: '美國' },
    ]
    const { user, combobox } = setup({ options: places })
    await user.click(combobox)
    await user.keyboard('美')
    expect(activeOption(combobox)).toHaveTextContent('美國')
  })

  test('allowEmpty adds a first row for no value, and Delete clears the value', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ initial: 'cherry', allowEmpty: true, onChange })
    expect(combobox).toHaveAccessibleDescription('Press Delete to clear the choice.')
    await user.click(combobox)
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Pick a fruit')
    await user.keyboard('{Escape}{Delete}')
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    expect(combobox).toHaveTextContent('Pick a fruit')
    await user.click(combobox)
    await user.click(screen.getByRole('option', { name: 'Apple' }))
    await user.click(combobox)
    await user.click(screen.getByRole('option', { name: 'Pick a fruit' }))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  test('a disabled select does not open', async () => {
    const { user, combobox } = setup({ disabled: true })
    expect(combobox).toHaveAttribute('aria-disabled', 'true')
    await user.click(combobox)
    expect(combobox).toHaveAttribute('aria-expanded', 'false')
  })

  test('an empty list says there are no options', async () => {
    const { user, combobox } = setup({ options: [] })
    await user.click(combobox)
    expect(screen.getByRole('option', { name: 'No options' })).toHaveAttribute('aria-disabled', 'true')
    expect(combobox).not.toHaveAttribute('aria-activedescendant')
  })
})
