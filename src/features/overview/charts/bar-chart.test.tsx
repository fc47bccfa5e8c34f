import type { ReactNode } from 'react'

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { BarChart, barLayout, labelFits, type ChartBar, type ChartGroup } from './bar-chart'

const groups: ChartGroup[] = [
  {
    key: 'dealer',
    label: 'Dealers',
    bars: [
      {
        key: 'a',
        label: 'Active',
        value: 24,
        tone: 'active',
        path: '/dealers/?status=active',
        name: 'Active: 24, Dealers',
      },
      { key: 'i', label: 'Inactive', value: 0, tone: 'inactive', name: 'Inactive: 0, Dealers' },
      {
        key: 'c',
        label: 'Closing and then some more words',
        value: 3,
        tone: 'closing',
        path: '/dealers/?status=closing',
        name: 'Closing and then some more words: 3, Dealers',
      },
    ],
  },
]

function renderChart(select?: (bar: ChartBar) => ReactNode) {
  installNavigation()
  return renderWithProviders(
    <>
      <h2 id="chart-title">Partners by status</h2>
      <BarChart
        labelledBy="chart-title"
        groups={groups}
        caption="Partners by status"
        formatValue={String}
        {...(select && { select })}
      />
    </>,
  )
}

describe('BarChart', () => {
  test('is a named group of bars, each a link named by what it counts, or a named figure', () => {
    renderChart()
    const chart = screen.getByRole('group', { name: 'Partners by status' })
    expect(within(chart).getByRole('link', { name: 'Active: 24, Dealers' })).toHaveAttribute(
      'href',
      '/dealers/?status=active',
    )
    expect(within(chart).getByRole('img', { name: 'Inactive: 0, Dealers' })).toBeInTheDocument()
  })

  // WCAG 2.5.3 Label in Name: whoever clicks by saying what they see reaches the link.
  test('names each bar link starting with the words it shows, a long label drawn whole and clipped', () => {
    renderChart()
    const links = within(screen.getByRole('group', { name: 'Partners by status' })).getAllByRole('link')
    expect(links).toHaveLength(2)
    for (const link of links) {
      const shown = [...link.querySelectorAll('text:not([aria-hidden="true"])')].map(
        (text) => text.textContent,
      )
      const words = (link.getAttribute('aria-label') ?? '').split(/[\s,:]+/)
      expect(words.slice(0, shown.join(' ').split(' ').length)).toEqual(shown.join(' ').split(' '))
    }
    const long = screen.getByRole('link', { name: /^Closing and then/ })
    expect(long.querySelector('text[clip-path]')).toHaveTextContent('Closing and then some more words')
    expect(long.querySelector('text[aria-hidden="true"]')).toHaveTextContent('…')
  })

  test('puts what `select` gives at the end of each bar, next after the bar in the tab order', () => {
    renderChart((bar) => (bar.value > 0 ? <button type="button">Select {bar.label}</button> : null))
    const chart = screen.getByRole('group', { name: 'Partners by status' })
    const order = [...chart.querySelectorAll('a, button')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    )
    expect(order).toEqual([
      'Active: 24, Dealers',
      'Select Active',
      'Closing and then some more words: 3, Dealers',
      'Select Closing and then some more words',
    ])
  })

  test('shows and hides its table, whose counts link where the bars do', async () => {
    const user = userEvent.setup()
    renderChart()
    await user.click(screen.getByRole('button', { name: 'Show as a table' }))
    const table = await screen.findByRole('table', { name: 'Partners by status' })
    expect(within(table).getByRole('link', { name: 'Active: 24, Dealers' })).toHaveAttribute(
      'href',
      '/dealers/?status=active',
    )
    await user.click(screen.getByRole('button', { name: 'Hide the table' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('offers on each row of its table what `select` offers beside the bar', async () => {
    const user = userEvent.setup()
    renderChart((bar) => (bar.value > 0 ? <button type="button">Select {bar.label}</button> : null))
    await user.click(screen.getByRole('button', { name: 'Show as a table' }))
    const table = await screen.findByRole('table', { name: 'Partners by status' })
    expect(within(table).getByRole('columnheader', { name: 'Select' })).toBeInTheDocument()
    const active = within(table).getByRole('row', { name: /^Dealers: Active/ })
    expect(within(active).getByRole('button', { name: 'Select Active' })).toBeInTheDocument()
    const inactive = within(table).getByRole('row', { name: /^Dealers: Inactive/ })
    expect(within(inactive).queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('barLayout', () => {
  test('stacks the groups, each label above its bars, without overlap', () => {
    const { rows, height } = barLayout([...groups, { key: 'x', bars: groups[0]!.bars }])
    const tops = rows.flatMap((row) => row.bars.map((bar) => bar.top))
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
    expect(new Set(tops).size).toBe(tops.length)
    expect(rows[1]!.labelY).toBeUndefined()
    expect(height).toBeGreaterThan(tops.at(-1)!)
  })
})

describe('labelFits', () => {
  test.each([
    ['Taiwan', 120, true],
    ['Bosnia and Herzegovina', 100, false],
    ['Bosnia and Herzegovina', 160, true],
    ['即將結束營業', 100, true],
    ['所有業務夥伴所有業務夥伴', 100, false],
  ])('%s in %i px: %s', (label, width, fits) => {
    expect(labelFits(label, width)).toBe(fits)
  })
})
