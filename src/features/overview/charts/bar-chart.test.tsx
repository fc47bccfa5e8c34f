import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { BarChart, barLayout, fitLabel, type ChartGroup } from './bar-chart'

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
        name: 'Dealers, Active: 24',
      },
      { key: 'i', label: 'Inactive', value: 0, tone: 'inactive', name: 'Dealers, Inactive: 0' },
    ],
  },
]

function renderChart() {
  installNavigation()
  return renderWithProviders(
    <>
      <h2 id="chart-title">Partners by status</h2>
      <BarChart labelledBy="chart-title" groups={groups} caption="Partners by status" formatValue={String} />
    </>,
  )
}

describe('BarChart', () => {
  test('is a named group of bars, each a link named by what it counts, or a named figure', () => {
    renderChart()
    const chart = screen.getByRole('group', { name: 'Partners by status' })
    expect(within(chart).getByRole('link', { name: 'Dealers, Active: 24' })).toHaveAttribute(
      'href',
      '/dealers/?status=active',
    )
    expect(within(chart).getByRole('img', { name: 'Dealers, Inactive: 0' })).toBeInTheDocument()
  })

  test('shows and hides its table, whose counts link where the bars do', async () => {
    const user = userEvent.setup()
    renderChart()
    await user.click(screen.getByRole('button', { name: 'Show as a table' }))
    const table = await screen.findByRole('table', { name: 'Partners by status' })
    expect(within(table).getByRole('link', { name: 'Dealers, Active: 24' })).toHaveAttribute(
      'href',
      '/dealers/?status=active',
    )
    await user.click(screen.getByRole('button', { name: 'Hide the table' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
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

describe('fitLabel', () => {
  test.each([
    ['Taiwan', 120, 'Taiwan'],
    ['Bosnia and Herzegovina', 100, 'Bosnia and H…'],
    ['Bosnia and Herzegovina', 80, 'Bosnia and…'],
    ['即將結束營業', 100, '即將結束營業'],
    ['所有業務夥伴所有業務夥伴', 100, '所有業務夥伴…'],
  ])('%s in %i px: %s', (label, width, shown) => {
    expect(fitLabel(label, width)).toBe(shown)
  })
})
