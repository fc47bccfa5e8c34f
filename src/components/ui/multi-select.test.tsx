import { useState } from 'react'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi, beforeAll } from 'vitest'

import { type Language } from '@/config/site'
import { renderWithProviders } from '@/test/render'

import { giveMenuItsHeight, preloadMenu } from './listbox/test-support'
import { MultiSelect } from './multi-select'
import type { SelectOption } from './select'

const colours: SelectOption<string>[] = [
  { value: 'red', label: 'Red' },
  { value: 'green', label: 'Green' },
  { value: 'blue', label: 'Blue' },
]

/** As many options as the country filter holds (~250 ISO countries). */
const countries: SelectOption<string>[] = Array.from({ length: 250 }, (_, index) => ({
  value: `C${index}`,
  label: `Country ${String(index).padStart(3, '0')}`,
}))

type ColoursProps = {
  options?: SelectOption<string>[]
  initial?: string[]
  onChange?: (values: string[]) => void
  status?: 'loading' | 'failed'
  onPrepare?: () => void
}

function Colours({ options = colours, initial = [], onChange, status, onPrepare }: ColoursProps) {
  const [value, setValue] = useState(initial)
  return (
    <MultiSelect
      label="Colours"
      options={options}
      status={status}
      onPrepare={onPrepare}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

function setup(props: ColoursProps = {}, language: Language = 'en') {
  giveMenuItsHeight()
  const user = userEvent.setup()
  renderWithProviders(<Colours {...props} />, { language })
  return { user, combobox: screen.getByRole('combobox', { name: 'Colours' }) }
}

function activeOption(combobox: HTMLElement) {
  const id = combobox.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

/** The select-all row, always first. */
function allRow() {
  return screen.getAllByRole('option')[0] as HTMLElement
}

beforeAll(preloadMenu)

describe('MultiSelect', () => {
  test('says All while nothing is chosen, and marks the All row', async () => {
    const { user, combobox } = setup()
    expect(combobox).toHaveTextContent('All')
    await user.click(combobox)
    const listbox = screen.getByRole('listbox', { name: 'Colours' })
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true')
    expect(allRow()).toHaveTextContent('All')
    expect(allRow()).toHaveAttribute('aria-selected', 'true')
  })

  test('Enter toggles options, keeps the menu open and reports them in the options order', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ onChange })
    await user.tab()
    await user.keyboard('{End}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(['blue'])
    expect(combobox).toHaveAttribute('aria-expanded', 'true')
    expect(combobox).toHaveTextContent('Blue')
    await user.keyboard('{Home}{ArrowDown} ')
    expect(onChange).toHaveBeenLastCalledWith(['red', 'blue'])
    expect(combobox).toHaveTextContent('2 selected')
    expect(screen.getByRole('option', { name: 'Red' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'Green' })).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(['red'])
  })

  test('a click toggles an option and keeps the menu open; a click outside closes it', async () => {
    const { user, combobox } = setup()
    await user.click(combobox)
    await user.click(screen.getByRole('option', { name: 'Green' }))
    expect(screen.getByRole('option', { name: 'Green' })).toHaveAttribute('aria-selected', 'true')
    expect(combobox).toHaveFocus()
    await user.click(screen.getByRole('option', { name: 'Green' }))
    expect(screen.getByRole('option', { name: 'Green' })).toHaveAttribute('aria-selected', 'false')
    await user.click(document.body)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  test('the All row is indeterminate while some are chosen, and choosing it clears the choice', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ initial: ['green'], onChange })
    await user.click(combobox)
    expect(allRow()).toHaveAttribute('aria-selected', 'false')
    const mixedIcon = allRow().querySelector('svg')?.innerHTML
    await user.click(screen.getByRole('option', { name: 'Green' }))
    expect(allRow()).toHaveAttribute('aria-selected', 'true')
    expect(allRow().querySelector('svg')?.innerHTML).not.toBe(mixedIcon)
    await user.click(screen.getByRole('option', { name: 'Red' }))
    await user.click(allRow())
    expect(onChange).toHaveBeenLastCalledWith([])
    expect(combobox).toHaveTextContent('All')
    expect(screen.getByRole('option', { name: 'Red' })).toHaveAttribute('aria-selected', 'false')
  })

  test('says All when every option is chosen', () => {
    const { combobox } = setup({ initial: ['blue', 'red', 'green'] })
    expect(combobox).toHaveTextContent('All')
  })

  test('Delete on the closed trigger clears the choice', async () => {
    const onChange = vi.fn()
    const { user, combobox } = setup({ initial: ['red', 'blue'], onChange })
    expect(combobox).toHaveAccessibleDescription('Press Delete to clear the choice.')
    await user.tab()
    await user.keyboard('{Delete}')
    expect(onChange).toHaveBeenCalledWith([])
    expect(combobox).toHaveTextContent('All')
  })

  test('Escape closes and keeps the choice and the focus', async () => {
    const { user, combobox } = setup({ initial: ['red'] })
    await user.click(combobox)
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(combobox).toHaveTextContent('Red')
    expect(combobox).toHaveFocus()
  })

  test('renders only the rows in view of a long list, and the active row after End', async () => {
    const { user, combobox } = setup({ options: countries })
    await user.click(combobox)
    const rendered = screen.getAllByRole('option')
    expect(rendered.length).toBeGreaterThan(5)
    expect(rendered.length).toBeLessThan(40)
    expect(rendered[1]).toHaveAttribute('aria-setsize', '251')
    expect(rendered[1]).toHaveAttribute('aria-posinset', '2')
    await user.keyboard('{End}')
    const last = activeOption(combobox)
    expect(last).toHaveTextContent('Country 249')
    expect(last).toHaveAttribute('aria-posinset', '251')
    expect(screen.getAllByRole('option').length).toBeLessThan(40)
    await user.keyboard('{Enter}')
    expect(combobox).toHaveTextContent('Country 249')
  })

  test('type-ahead jumps through a long list', async () => {
    const { user, combobox } = setup({ options: countries })
    await user.click(combobox)
    await user.keyboard('country 17')
    expect(activeOption(combobox)).toHaveTextContent('Country 170')
  })

  test('speaks Traditional Chinese in zh-TW', async () => {
    const { user, combobox } = setup({ initial: ['red', 'green'] }, 'zh-TW')
    expect(combobox).toHaveTextContent('已選 2 項')
    await user.click(combobox)
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: '全部' })).toBeInTheDocument()
  })

  test('options read on demand: asked for when the trigger is pointed at, focused or used', async () => {
    const onPrepare = vi.fn()
    const { user, combobox } = setup({ onPrepare })
    await user.hover(combobox)
    expect(onPrepare).toHaveBeenCalledTimes(1)
    combobox.focus()
    await user.keyboard('{Enter}')
    expect(onPrepare.mock.calls.length).toBeGreaterThanOrEqual(3)
  })

  test.each([
    ['loading', 'Loading…', 'en'],
    ['failed', 'The choices could not be read. Open the menu again to retry.', 'en'],
    ['loading', '載入中…', 'zh-TW'],
    ['failed', '無法讀取選項。請再次開啟選單以重試。', 'zh-TW'],
  ] as const)(
    'while options are %s, a last row says so and cannot be chosen (%s, %s)',
    async (status, text, language) => {
      const onChange = vi.fn()
      const { user, combobox } = setup({ options: colours.slice(0, 1), status, onChange }, language)
      await user.click(combobox)
      const note = screen.getByRole('option', { name: text })
      expect(note).toHaveAttribute('aria-disabled', 'true')
      expect(note).toHaveAttribute('aria-posinset', '3')
      await user.click(note)
      await user.keyboard('{End}{Enter}')
      expect(onChange).not.toHaveBeenCalled()
      expect(screen.getAllByRole('option')).toHaveLength(3)
    },
  )
})
