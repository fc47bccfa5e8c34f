import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import * as icons from './icons'

const entries = Object.entries(icons)

describe('icons', () => {
  test('the whole spec icon set is exported', () => {
    expect(Object.keys(icons).sort()).toEqual([
      'AddIcon',
      'CheckboxClearedIcon',
      'CheckboxEmptyIcon',
      'CheckboxSelectedIcon',
      'ClockIcon',
      'DropdownIcon',
      'FirstIcon',
      'LastIcon',
      'NextIcon',
      'PreviousIcon',
      'RadioEmptyIcon',
      'RadioSelectedIcon',
      'RemoveIcon',
      'SearchIcon',
      'TrashIcon',
    ])
  })

  test.each(entries)('%s renders a 1em svg hidden from assistive technology', (_name, Icon) => {
    const { container } = render(<Icon />)
    const svg = container.querySelector('svg')
    expect(svg).not.toBeNull()
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(svg).toHaveAttribute('width', '1em')
    expect(svg).toHaveAttribute('stroke', 'currentColor')
    expect(svg?.childElementCount).toBeGreaterThan(0)
  })

  test('an icon takes the attributes it is given over its defaults', () => {
    const { container } = render(<icons.SearchIcon width={32} className="big" />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('width', '32')
    expect(svg).toHaveClass('big')
  })
})
