import { describe, expect, test } from 'vitest'

import type { ClosingDate } from '@/entities/closing-date'
import type { OpeningHour } from '@/entities/opening-hour'

import { localNow, type LocalNow } from './local-now'
import { openingStatus } from './opening-status'
import { closing, row, rows } from './test-fixtures'
import { parseTime, toWeek } from './week'

const WEEKDAYS_ONLY = ['mon', 'tue', 'wed', 'thr', 'fri'] as const
const lunchBreak = rows(WEEKDAYS_ONLY, { morning: ['9:00', '12:00'], afternoon: ['13:30', '18:30'] })

/** The wall clock at `time` on `date`; 2026-11-20 is a Friday. */
function at(date: string, time: string): LocalNow {
  return {
    date,
    minutes: parseTime(time) ?? NaN,
    weekday: localNow(new Date(`${date}T12:00:00Z`), 'UTC').weekday,
  }
}

function status(hours: OpeningHour[], now: LocalNow, closures: ClosingDate[] = []) {
  return openingStatus({ week: toWeek(hours), closures, now })
}

describe('openingStatus, open or opening', () => {
  test('is open until the end of the current range of a split day', () => {
    expect(status(lunchBreak, at('2026-11-20', '10:15'))).toEqual({ kind: 'open', until: 720 })
  })

  test('opens again after the lunch break, today', () => {
    expect(status(lunchBreak, at('2026-11-20', '12:30'))).toMatchObject({
      kind: 'opens',
      at: 810,
      day: 'today',
      date: '2026-11-20',
      inMinutes: 60,
    })
  })

  test('is open at the opening minute and closed at the closing minute', () => {
    expect(status(lunchBreak, at('2026-11-20', '9:00'))).toEqual({ kind: 'open', until: 720 })
    expect(status(lunchBreak, at('2026-11-20', '11:59'))).toMatchObject({ kind: 'open' })
    expect(status(lunchBreak, at('2026-11-20', '12:00'))).toMatchObject({ kind: 'opens', at: 810 })
  })

  test('is open during an evening span', () => {
    const evenings = rows(['fri'], { afternoon: ['13:00', '18:00'], evening: ['19:00', '21:30'] })
    expect(status(evenings, at('2026-11-20', '20:00'))).toEqual({ kind: 'open', until: 1290 })
  })

  test('after Friday closing, opens on Monday', () => {
    expect(status(lunchBreak, at('2026-11-20', '19:00'))).toMatchObject({
      kind: 'opens',
      day: 'mon',
      at: 540,
    })
    expect(status(lunchBreak, at('2026-11-19', '19:00'))).toMatchObject({ kind: 'opens', day: 'tomorrow' })
  })

  test('runs an overnight range into the next day and keeps it open after midnight', () => {
    const lateFriday = [row('fri', { evening: ['20:00', '2:00'] })]
    expect(status(lateFriday, at('2026-11-20', '23:00'))).toEqual({
      kind: 'open',
      until: 120,
      untilDay: 'sat',
    })
    expect(status(lateFriday, at('2026-11-21', '1:30'))).toEqual({ kind: 'open', until: 120 })
    expect(status(lateFriday, at('2026-11-21', '2:00'))).toMatchObject({ kind: 'opens', day: 'fri' })
  })

  test('joins a range ending at midnight to one starting at 0:00 the next day', () => {
    const hours = [row('fri', { evening: ['18:00', '0:00'] }), row('sat', { morning: ['0:00', '3:00'] })]
    expect(status(hours, at('2026-11-20', '22:00'))).toEqual({ kind: 'open', until: 180, untilDay: 'sat' })
    expect(status(hours.slice(0, 1), at('2026-11-20', '22:00'))).toEqual({ kind: 'open', until: 1440 })
  })

  test('has no end when open around the clock all week', () => {
    const allDay = rows(['mon', 'tue', 'wed', 'thr', 'fri', 'sat', 'sun'], { morning: ['0:00', '0:00'] })
    expect(status(allDay, at('2026-11-20', '12:00'))).toEqual({ kind: 'open' })
  })

  test('uses the Thursday hours on a Thursday', () => {
    const lateThursday = [...lunchBreak.slice(0, 3), row('thr', { morning: ['10:00', '21:00'] })]
    expect(status(lateThursday, at('2026-11-19', '20:00'))).toEqual({ kind: 'open', until: 1260 })
  })

  test('names the date in a week when only the same weekday opens again', () => {
    expect(status(rows(['fri'], { morning: ['9:00', '12:00'] }), at('2026-11-20', '13:00'))).toMatchObject({
      kind: 'opens',
      day: 'fri',
      date: '2026-11-27',
    })
  })
})

describe('openingStatus, closing dates', () => {
  test('a closing date covering today overrides the hours, and says when it opens next', () => {
    const closures = [
      closing({ day: '2026-11-20', from: '2026-11-20', to: '2026-11-20', reason: 'Inventory' }),
    ]
    expect(status(lunchBreak, at('2026-11-20', '10:00'), closures)).toEqual({
      kind: 'closed-today',
      reason: 'Inventory',
      opens: { at: 540, day: 'mon', date: '2026-11-23', inMinutes: 3 * 1440 - 60 },
    })
  })

  test("a closed day also ends yesterday's overnight range at midnight", () => {
    const lateFriday = [
      row('fri', { evening: ['20:00', '2:00'] }),
      row('sat', { morning: ['10:00', '12:00'] }),
    ]
    const closures = [closing({ day: '2026-11-21' })]
    expect(status(lateFriday, at('2026-11-20', '23:00'), closures)).toEqual({ kind: 'open', until: 1440 })
    expect(status(lateFriday, at('2026-11-21', '1:00'), closures)).toMatchObject({ kind: 'closed-today' })
  })

  test("a closed day's overnight range does not open after midnight either", () => {
    const lateFriday = [row('fri', { evening: ['20:00', '2:00'] })]
    const closures = [closing({ day: '2026-11-20', reason: 'Staff training' })]
    expect(status(lateFriday, at('2026-11-21', '1:00'), closures)).toMatchObject({
      kind: 'opens',
      day: 'fri',
    })
  })

  test('a multi-day closure keeps it closed, then it reopens on the first day not closed', () => {
    const closures = [
      closing({ day: '2026-11-18', from: '2026-11-18', to: '2026-11-24', reason: 'Renovation' }),
    ]
    expect(status(lunchBreak, at('2026-11-20', '10:00'), closures)).toMatchObject({
      kind: 'closed-today',
      reason: 'Renovation',
      opens: { day: 'wed', date: '2026-11-25', at: 540 },
    })
  })

  test('an opening after a closed working day names the closure', () => {
    const closures = [closing({ day: '2026-11-23', reason: 'Stocktaking' })]
    expect(status(lunchBreak, at('2026-11-20', '19:00'), closures)).toMatchObject({
      kind: 'opens',
      day: 'tue',
      afterClosure: 'Stocktaking',
    })
  })

  test('a closure on a day that is closed anyway is not named', () => {
    const closures = [closing({ day: '2026-11-22', reason: 'Sunday market' })]
    const next = status(lunchBreak, at('2026-11-20', '19:00'), closures)
    expect(next).toMatchObject({ kind: 'opens', day: 'mon' })
    expect(next).not.toHaveProperty('afterClosure')
  })

  test('a permanent closure covering today closes until further notice', () => {
    const closures = [
      closing({ day: '2026-11-01', from: '2026-11-01', to: null, reason: 'Permanent closure' }),
    ]
    expect(status(lunchBreak, at('2026-11-20', '10:00'), closures)).toEqual({
      kind: 'closed-until-further-notice',
      reason: 'Permanent closure',
    })
  })

  test('a permanent closure from tomorrow leaves today open and then no opening', () => {
    const closures = [closing({ from: '2026-11-21' })]
    expect(status(lunchBreak, at('2026-11-20', '10:00'), closures)).toMatchObject({ kind: 'open' })
    expect(status(lunchBreak, at('2026-11-20', '19:00'), closures)).toEqual({
      kind: 'closed-until-further-notice',
    })
  })

  test('a long closure hiding every opening of the search says through which day it is closed', () => {
    const closures = [closing({ from: '2026-11-16', to: '2026-12-06', reason: 'Renovation' })]
    expect(status(lunchBreak, at('2026-11-20', '10:00'), closures)).toEqual({
      kind: 'closed-through',
      lastDay: '2026-12-06',
      reason: 'Renovation',
    })
  })

  test('reads closing dates liberally', () => {
    const now = at('2026-11-20', '10:00')
    expect(status(lunchBreak, now, [closing({ day: '2026-11-20' })])).toMatchObject({ kind: 'closed-today' })
    expect(status(lunchBreak, now, [closing({ day: '2026-11-19', to: '2026-11-20' })])).toMatchObject({
      kind: 'closed-today',
    })
    expect(status(lunchBreak, now, [closing({ from: '2026-11-19' })])).toMatchObject({
      kind: 'closed-until-further-notice',
    })
    expect(status(lunchBreak, now, [closing({ day: '2026-11-19' })])).toMatchObject({ kind: 'open' })
    expect(status(lunchBreak, now, [closing({ to: '2026-11-30' })])).toMatchObject({ kind: 'open' })
  })
})

describe('openingStatus, no hours', () => {
  test('says there are no hours when every time is empty', () => {
    const empty = rows(WEEKDAYS_ONLY, { morning: ['', ''], afternoon: [null, null] })
    expect(status(empty, at('2026-11-20', '10:00'))).toEqual({ kind: 'no-hours' })
    expect(status([], at('2026-11-20', '10:00'))).toEqual({ kind: 'no-hours' })
  })

  test('still says closed today when a closing date covers today', () => {
    const closures = [closing({ day: '2026-11-20', reason: 'Inventory' })]
    expect(status([], at('2026-11-20', '10:00'), closures)).toEqual({
      kind: 'closed-today',
      reason: 'Inventory',
    })
  })
})
