import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { ClosingDatesView } from './closing-dates-view'
import { closingDate } from '../../model/test-fixtures'

const TODAY = '2026-11-20'

// Shaped as mocks/data/closing-dates.ts writes them: day = first closed day, from/to the span.
const closures = [
  closingDate({ id: 1, day: '2026-11-11', from: '2026-11-11', to: '2026-11-11', reason: 'Armistice' }),
  closingDate({ id: 2, day: '2026-10-01', from: '2026-10-01', to: '2026-10-03', reason: 'Stocktaking' }),
  closingDate({ id: 3, day: '2026-12-25', from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day' }),
  closingDate({ id: 4, day: '2026-12-24', from: '2026-12-24', to: '2027-01-02', reason: 'Winter break' }),
  closingDate({ id: 5, day: '2026-12-01', from: '2026-12-01', to: null, reason: 'Permanent closure' }),
  closingDate({ id: 6, day: '2026-11-18', from: '2026-11-18', to: '2026-11-24', reason: 'Renovation' }),
]

function aheadItems() {
  const [ahead] = screen.getAllByRole('list')
  return within(ahead!).getAllByRole('listitem')
}

describe('ClosingDatesView', () => {
  test('lists current and upcoming closures first, by start date', () => {
    renderWithProviders(<ClosingDatesView closingDates={closures} today={TODAY} language="en" />)
    const reasons = closures.map((closure) => closure.reason ?? '')
    expect(aheadItems().map((item) => reasons.find((reason) => item.textContent?.endsWith(reason)))).toEqual([
      'Renovation',
      'Permanent closure',
      'Winter break',
      'Christmas Day',
    ])
  })

  test('marks only the closure that covers today as current', () => {
    renderWithProviders(<ClosingDatesView closingDates={closures} today={TODAY} language="en" />)
    const [renovation, ...later] = aheadItems()
    expect(within(renovation!).getByText('Closed now')).toBeInTheDocument()
    for (const item of later) expect(within(item).queryByText('Closed now')).not.toBeInTheDocument()
  })

  test('writes single days, spans and open-ended closures in the page language', () => {
    renderWithProviders(<ClosingDatesView closingDates={closures} today={TODAY} language="en" />)
    expect(screen.getByText('Fri, Dec 25, 2026')).toBeInTheDocument()
    expect(screen.getByText(/^Thu, Dec 24, 2026\s–\sSat, Jan 2, 2027$/)).toBeInTheDocument()
    expect(screen.getByText('From Tue, Dec 1, 2026, until further notice')).toBeInTheDocument()
  })

  test('folds past closures, latest first, into a closed details element with a count', () => {
    const { container } = renderWithProviders(
      <ClosingDatesView closingDates={closures} today={TODAY} language="en" />,
    )
    const details = container.querySelector('details')
    expect(details).not.toHaveAttribute('open')
    expect(within(details!).getByText('2 past closing dates').tagName).toBe('SUMMARY')
    const past = within(details!).getAllByRole('listitem')
    expect(past.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Armistice'),
      expect.stringContaining('Stocktaking'),
    ])
    expect(aheadItems().some((item) => item.textContent?.includes('Armistice'))).toBe(false)
  })

  test('says one past closing date in the singular, and that none are ahead', () => {
    renderWithProviders(<ClosingDatesView closingDates={[closures[0]!]} today={TODAY} language="en" />)
    expect(screen.getByText('1 past closing date')).toBeInTheDocument()
    expect(screen.getByText('No upcoming closing dates.')).toBeInTheDocument()
  })

  test('treats a permanent closure that began in the past as current', () => {
    const permanent = closingDate({
      id: 9,
      day: '2026-10-05',
      from: '2026-10-05',
      to: null,
      reason: 'Permanent closure',
    })
    const { container } = renderWithProviders(
      <ClosingDatesView closingDates={[permanent]} today={TODAY} language="en" />,
    )
    expect(screen.getByText('Closed now')).toBeInTheDocument()
    expect(screen.getByText('From Mon, Oct 5, 2026, until further notice')).toBeInTheDocument()
    expect(container.querySelector('details')).toBeNull()
  })

  test('speaks Traditional Chinese', () => {
    renderWithProviders(<ClosingDatesView closingDates={closures} today={TODAY} language="zh-TW" />, {
      language: 'zh-TW',
    })
    expect(screen.getByText('目前休業中')).toBeInTheDocument()
    expect(screen.getByText('2 個過去的公休日')).toBeInTheDocument()
    expect(screen.getByText(/^2026年12月25日 ?週五$/)).toBeInTheDocument()
    expect(screen.getByText(/^自 2026年12月1日 ?週二 起，直到另行通知$/)).toBeInTheDocument()
  })

  test('renders nothing to read for an empty list', () => {
    const { container } = renderWithProviders(
      <ClosingDatesView closingDates={[]} today={TODAY} language="en" />,
    )
    expect(container).toHaveTextContent(/^$/)
  })
})
