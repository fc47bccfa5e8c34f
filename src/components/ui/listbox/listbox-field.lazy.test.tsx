import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { Select } from '../select'

import { giveMenuItsHeight } from './test-support'

// Its own file: the module registry is per file, so the menu's code is not loaded yet here, as on
// a page's first use of a filter (e2e once lost a click that way: partner-list.spec).

test('a menu opened before its code arrived keeps its rows when the pointer moves, and takes the click', async () => {
  giveMenuItsHeight()
  const onChange = vi.fn()
  const user = userEvent.setup()
  renderWithProviders(
    <Select
      label="Rows per page"
      options={['25', '50', '100'].map((size) => ({ value: size, label: size }))}
      value="25"
      onChange={onChange}
    />,
  )

  await user.click(screen.getByRole('combobox', { name: 'Rows per page' }))
  const option = await screen.findByRole('option', { name: '100' }, { timeout: 5000 })
  // Highlighting the row re-renders the field: the menu must stay the same elements, or a press
  // begun on the old row ends on a new one and no click happens.
  fireEvent.pointerMove(option)
  expect(option).toHaveAttribute('data-active', 'true')
  expect(option.isConnected).toBe(true)

  await user.click(option)
  expect(onChange).toHaveBeenCalledWith('100')
})
