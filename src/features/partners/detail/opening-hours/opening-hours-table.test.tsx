import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { OpeningHoursTable } from './opening-hours-table'
import { row, rows } from '../../model/opening-hours/test-fixtures'
import { toDaySpans } from '../../model/opening-hours/week'

const lunchBreak = toDaySpans([
  ...rows(['tue', 'wed', 'thr', 'fri'], { morning: ['9:00', '12:00'], afternoon: ['13:30', '18:30'] }),
  row('sat', { morning: ['9:00', '12:00'] }),
])

function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1)
}

describe('OpeningHoursTable', () => {
  test('shows the week Monday to Sunday under its caption', () => {
    renderWithProviders(<OpeningHoursTable days={lunchBreak} language="en" />)
    expect(screen.getByRole('table', { name: 'Opening hours' })).toBeInTheDocument()
    const headers = bodyRows().map((tr) => within(tr).getByRole('rowheader').textContent)
    expect(headers).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
  })

  test('shows each span in its column', () => {
    renderWithProviders(<OpeningHoursTable days={lunchBreak} language="en" />)
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Day',
      'Morning',
      'Afternoon',
    ])
    const tuesday = bodyRows()[1]!
    expect(
      within(tuesday)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['09:00–12:00', '13:30–18:30'])
  })

  test('says Closed across the columns on a day without hours, and names an empty span', () => {
    renderWithProviders(<OpeningHoursTable days={lunchBreak} language="en" />)
    const [monday, , , , , saturday, sunday] = bodyRows()
    for (const closedDay of [monday!, sunday!]) {
      const cell = within(closedDay).getByRole('cell')
      expect(cell).toHaveTextContent('Closed')
      expect(cell).toHaveAttribute('colspan', '2')
    }
    expect(within(saturday!).getAllByRole('cell')[1]).toHaveTextContent('Not open')
  })

  test('adds the evening column when a day has evening hours and hints at an end after midnight', () => {
    const days = toDaySpans([row('fri', { afternoon: ['13:00', '18:00'], evening: ['20:00', '2:00'] })])
    renderWithProviders(<OpeningHoursTable days={days} language="en" />)
    expect(screen.getByRole('columnheader', { name: 'Evening' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '20:00–02:00 (next day)' })).toBeInTheDocument()
  })

  test("marks today's row as the current date, in words as well", () => {
    renderWithProviders(<OpeningHoursTable days={lunchBreak} language="en" today="thr" />)
    const current = bodyRows().filter((tr) => tr.getAttribute('aria-current') === 'date')
    expect(current).toHaveLength(1)
    expect(within(current[0]!).getByRole('rowheader')).toHaveTextContent('Thursday Today')
  })

  test('marks no row without a current weekday', () => {
    renderWithProviders(<OpeningHoursTable days={lunchBreak} language="en" />)
    expect(bodyRows().some((tr) => tr.hasAttribute('aria-current'))).toBe(false)
  })

  test('speaks Traditional Chinese in zh-TW', () => {
    renderWithProviders(<OpeningHoursTable days={lunchBreak} language="zh-TW" today="mon" />, {
      language: 'zh-TW',
    })
    expect(screen.getByRole('table', { name: '營業時間' })).toBeInTheDocument()
    const monday = bodyRows()[0]!
    expect(within(monday).getByRole('rowheader')).toHaveTextContent('星期一 今天')
    expect(within(monday).getByRole('cell')).toHaveTextContent('公休')
    expect(screen.getByRole('columnheader', { name: '上午' })).toBeInTheDocument()
  })
})
