import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import type { Language } from '@/config/site'
import { renderWithProviders } from '@/test/render'

import { partnerTime } from '../../model/opening-hours/local-now'
import type { OpeningStatus } from '../../model/opening-hours/opening-status'

import { OpenNow } from './open-now'

// 10:00 on Friday 2026-11-20 in Taipei; 03:00 the same day in Berlin.
const NOW = new Date('2026-11-20T02:00:00Z')

function renderLine(status: OpeningStatus, language: Language = 'en', zones: { viewer?: string } = {}) {
  const { local, otherZone } = partnerTime(NOW, 'Asia/Taipei', zones.viewer ?? 'Asia/Taipei')
  return renderWithProviders(
    <OpenNow status={status} local={local} otherZone={otherZone} language={language} />,
    { language },
  )
}

const opens = (fields: Partial<Extract<OpeningStatus, { kind: 'opens' }>>): OpeningStatus => ({
  kind: 'opens',
  at: 540,
  day: 'tomorrow',
  date: '2026-11-21',
  inMinutes: 1380,
  ...fields,
})

describe('OpenNow in English', () => {
  const cases: [OpeningStatus, string][] = [
    [{ kind: 'open', until: 1080 }, 'Open now, until 18:00'],
    [{ kind: 'open', until: 1440 }, 'Open now, until 24:00'],
    [{ kind: 'open', until: 120, untilDay: 'sat' }, 'Open now, until 02:00 tomorrow'],
    [{ kind: 'open', until: 1080, untilDay: 'mon' }, 'Open now, until Monday 18:00'],
    [{ kind: 'open' }, 'Open now'],
    [opens({ day: 'today', date: '2026-11-20', at: 810, inMinutes: 210 }), 'Opens today at 13:30'],
    [opens({}), 'Opens tomorrow at 09:00'],
    [opens({ day: 'mon', date: '2026-11-23' }), 'Opens Monday at 09:00'],
    [opens({ day: 'fri', date: '2026-11-27' }), 'Opens Fri, Nov 27 at 09:00'],
    [
      opens({ day: 'tue', date: '2026-11-24', afterClosure: 'Stocktaking' }),
      'Opens Tuesday at 09:00 (after Stocktaking)',
    ],
    [{ kind: 'closed-today', reason: 'Inventory' }, 'Closed today (Inventory)'],
    [
      {
        kind: 'closed-today',
        reason: 'Inventory',
        opens: { at: 540, day: 'tomorrow', date: '2026-11-21', inMinutes: 1380 },
      },
      'Closed today (Inventory) · Opens tomorrow at 09:00',
    ],
    [{ kind: 'closed-today' }, 'Closed today'],
    [
      { kind: 'closed-through', lastDay: '2026-12-06', reason: 'Renovation' },
      'Closed through Sun, Dec 6 (Renovation)',
    ],
    [
      { kind: 'closed-until-further-notice', reason: 'Renovation' },
      'Closed until further notice (Renovation)',
    ],
    [{ kind: 'closed-until-further-notice' }, 'Closed until further notice'],
    [{ kind: 'no-hours' }, 'No opening hours on record'],
  ]
  for (const [status, line] of cases) {
    test(`says "${line}"`, () => {
      renderLine(status)
      expect(screen.getByText(line)).toBeInTheDocument()
    })
  }
})

describe('OpenNow in Traditional Chinese', () => {
  const cases: [OpeningStatus, string][] = [
    [{ kind: 'open', until: 1080 }, '營業中，營業至 18:00'],
    [{ kind: 'open', until: 120, untilDay: 'sat' }, '營業中，營業至明天 02:00'],
    [opens({}), '明天 09:00 開始營業'],
    [opens({ day: 'mon', date: '2026-11-23' }), '星期一 09:00 開始營業'],
    [
      opens({ day: 'tue', date: '2026-11-24', afterClosure: '年度盤點' }),
      '年度盤點結束後，星期二 09:00 開始營業',
    ],
    [{ kind: 'closed-today', reason: '盤點' }, '今天公休（盤點）'],
    [
      {
        kind: 'closed-today',
        reason: '盤點',
        opens: { at: 540, day: 'tomorrow', date: '2026-11-21', inMinutes: 1380 },
      },
      '今天公休（盤點），明天 09:00 開始營業',
    ],
    [{ kind: 'closed-until-further-notice', reason: '店面整修' }, '暫停營業，恢復日期另行通知（店面整修）'],
    [{ kind: 'no-hours' }, '尚無營業時間資料'],
  ]
  for (const [status, line] of cases) {
    test(`says "${line}"`, () => {
      renderLine(status, 'zh-TW')
      expect(screen.getByText(line)).toBeInTheDocument()
    })
  }
})

describe('OpenNow, local time and tone', () => {
  test("shows the partner's local time when the viewer's clock differs", () => {
    renderLine({ kind: 'open', until: 1080 }, 'en', { viewer: 'Europe/Berlin' })
    expect(screen.getByText('Local time 10:00 (Asia/Taipei)')).toBeInTheDocument()
  })

  test('shows no local time when both clocks agree, even in another zone', () => {
    renderLine({ kind: 'open', until: 1080 }, 'en', { viewer: 'Asia/Shanghai' })
    expect(screen.queryByText(/Local time/)).not.toBeInTheDocument()
  })

  test('shows the local time in Traditional Chinese', () => {
    renderLine({ kind: 'open', until: 1080 }, 'zh-TW', { viewer: 'America/Vancouver' })
    expect(screen.getByText('當地時間 10:00（Asia/Taipei）')).toBeInTheDocument()
  })

  test('colours open green, an opening within the hour amber and anything else grey, beside the words', () => {
    const tone = (status: OpeningStatus) => {
      const { container, unmount } = renderLine(status)
      const value = container.querySelector('p')?.dataset.tone
      unmount()
      return value
    }
    expect(tone({ kind: 'open', until: 1080 })).toBe('open')
    expect(tone(opens({ day: 'today', inMinutes: 60 }))).toBe('soon')
    expect(tone(opens({ day: 'today', inMinutes: 61 }))).toBe('closed')
    expect(
      tone({ kind: 'closed-today', opens: { at: 30, day: 'tomorrow', date: '2026-11-21', inMinutes: 45 } }),
    ).toBe('soon')
    expect(tone({ kind: 'no-hours' })).toBe('closed')
  })

  test('is plain static content with a decorative clock', () => {
    const { container } = renderLine({ kind: 'open', until: 1080 })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
