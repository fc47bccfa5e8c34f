import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { SearchInput } from './search-input'

/** A parent that owns the value, as a list screen would. */
function Controlled({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <SearchInput
      value={value}
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms))
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('SearchInput', () => {
  test('shows typing at once and calls onChange once typing has paused for debounceMs', async () => {
    const user = setup()
    const onChange = vi.fn()
    renderWithProviders(<Controlled onChange={onChange} />)
    const input = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(input, 'bi')
    wait(200)
    await user.type(input, 'ke')
    expect(input).toHaveValue('bike')
    wait(299)
    expect(onChange).not.toHaveBeenCalled()
    wait(1)
    expect(onChange).toHaveBeenCalledExactlyOnceWith('bike')
  })

  test('takes another debounce delay', async () => {
    const user = setup()
    const onChange = vi.fn()
    renderWithProviders(<SearchInput value="" onChange={onChange} debounceMs={1000} />)
    await user.type(screen.getByRole('searchbox'), 'bike')
    wait(999)
    expect(onChange).not.toHaveBeenCalled()
    wait(1)
    expect(onChange).toHaveBeenCalledWith('bike')
  })

  test('Enter searches at once instead of waiting', async () => {
    const user = setup()
    const onChange = vi.fn()
    renderWithProviders(<Controlled onChange={onChange} />)
    await user.type(screen.getByRole('searchbox'), 'bike{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('bike')
    wait(1000)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  test('typing back to the search in effect does not call onChange', async () => {
    const user = setup()
    const onChange = vi.fn()
    renderWithProviders(<SearchInput value="bike" onChange={onChange} />)
    await user.type(screen.getByRole('searchbox'), 's{Backspace}')
    wait(1000)
    expect(onChange).not.toHaveBeenCalled()
  })

  test('the clear button empties the field at once and returns focus to it', async () => {
    const user = setup()
    const onChange = vi.fn()
    renderWithProviders(<Controlled initial="bike" onChange={onChange} />)
    const input = screen.getByRole('searchbox')
    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('')
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull()
  })

  test('has no clear button while empty', () => {
    renderWithProviders(<SearchInput value="" onChange={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull()
  })

  test('Escape clears the text without reaching outer handlers; on an empty field it passes on', async () => {
    const user = setup()
    const onChange = vi.fn()
    const outerKeyDown = vi.fn()
    renderWithProviders(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands in for a dialog
      <div onKeyDown={(event) => outerKeyDown(event.key)}>
        <Controlled initial="bike" onChange={onChange} />
      </div>,
    )
    const input = screen.getByRole('searchbox')
    await user.click(input)
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('')
    expect(outerKeyDown).not.toHaveBeenCalledWith('Escape')
    await user.keyboard('{Escape}')
    expect(outerKeyDown).toHaveBeenCalledWith('Escape')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  test('a new value from outside (back/forward) replaces the text and drops a pending search', async () => {
    const user = setup()
    const onChange = vi.fn()
    const { rerender } = renderWithProviders(<SearchInput value="bike" onChange={onChange} />)
    const input = screen.getByRole('searchbox')
    await user.type(input, 's')
    rerender(<SearchInput value="shop" onChange={onChange} />)
    expect(input).toHaveValue('shop')
    wait(1000)
    expect(onChange).not.toHaveBeenCalled()
  })

  test('the echo of its own search does not disturb text typed since', async () => {
    const user = setup()
    const onChange = vi.fn()
    const { rerender } = renderWithProviders(<SearchInput value="" onChange={onChange} />)
    const input = screen.getByRole('searchbox')
    await user.type(input, 'bi')
    wait(300)
    expect(onChange).toHaveBeenCalledWith('bi')
    await user.type(input, 'ke')
    // The parent (e.g. the URL) catches up only now.
    rerender(<SearchInput value="bi" onChange={onChange} />)
    expect(input).toHaveValue('bike')
    wait(300)
    expect(onChange).toHaveBeenLastCalledWith('bike')
  })

  test('does not search while an input method is composing', () => {
    const onChange = vi.fn()
    renderWithProviders(<SearchInput value="" onChange={onChange} />)
    const input = screen.getByRole('searchbox')
    fireEvent.compositionStart(input)
    fireEvent.change(input, { target: { value: 'ㄉㄢ' } })
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true })
    wait(1000)
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '單' } })
    fireEvent.compositionEnd(input)
    wait(300)
    expect(onChange).toHaveBeenCalledExactlyOnceWith('單')
  })

  test('announces "No matches found" and describes the field with it when nothing matches', () => {
    const { rerender } = renderWithProviders(<SearchInput value="zz" onChange={vi.fn()} />)
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    expect(screen.getByRole('searchbox')).not.toHaveAttribute('aria-describedby')
    rerender(<SearchInput value="zz" onChange={vi.fn()} noMatches />)
    expect(status).toHaveTextContent('No matches found')
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('No matches found')
  })

  test('shows an empty text it is given and keeps a description of its own', () => {
    renderWithProviders(
      <>
        <p id="hint">Name or city</p>
        <SearchInput value="zz" onChange={vi.fn()} noMatches emptyText="No dealers" aria-describedby="hint" />
      </>,
    )
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Name or city No dealers')
  })

  test('takes a label and placeholder, and can keep the label for screen readers only', () => {
    renderWithProviders(
      <SearchInput value="" onChange={vi.fn()} label="Find a dealer" placeholder="Name" labelHidden />,
    )
    const input = screen.getByRole('searchbox', { name: 'Find a dealer' })
    expect(input).toHaveAttribute('placeholder', 'Name')
    expect(screen.getByText('Find a dealer')).toHaveClass('visually-hidden')
  })

  test('has the label and placeholder "Search" by default', () => {
    renderWithProviders(<SearchInput value="" onChange={vi.fn()} />)
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search')
  })

  test('uses Traditional Chinese defaults in zh-TW', () => {
    renderWithProviders(<SearchInput value="x" onChange={vi.fn()} noMatches />, { language: 'zh-TW' })
    expect(screen.getByRole('searchbox', { name: '搜尋' })).toHaveAttribute('placeholder', '搜尋')
    expect(screen.getByRole('button', { name: '清除搜尋' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('找不到符合的項目')
  })
})
