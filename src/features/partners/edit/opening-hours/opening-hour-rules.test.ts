import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { OpeningHour } from '@/entities/opening-hour'

import {
  copyToWorkdays,
  dayDraftOf,
  dayProblems,
  isClosed,
  rowTimes,
  weekDraftOf,
  weekProblems,
  type DayDraft,
} from './opening-hour-rules'

const day = (
  morning: readonly string[] = ['', ''],
  afternoon: readonly string[] = ['', ''],
  evening: readonly string[] = ['', ''],
): DayDraft => ({
  morning: { from: morning[0]!, to: morning[1]! },
  afternoon: { from: afternoon[0]!, to: afternoon[1]! },
  evening: { from: evening[0]!, to: evening[1]! },
})

const row = (id: number, weekday: OpeningHour['weekday'], morning: [string, string]): OpeningHour => ({
  id,
  weekday,
  morningFrom: morning[0],
  morningTo: morning[1],
  afternoonFrom: '',
  afternoonTo: null,
})

describe('opening-hour rules', () => {
  test.each([
    ['a closed day', day(), []],
    ['one span', day(['9:00', '12:00']), []],
    ['two-digit hours', day(['09:00', '23:59']), []],
    ['lunch break', day(['9:00', '12:00'], ['13:30', '18:30']), []],
    ['touching spans', day(['9:00', '12:00'], ['12:00', '18:00']), []],
    ['three spans', day(['7:30', '11:30'], ['12:00', '16:00'], ['17:00', '20:00']), []],
    [
      'hour 25',
      day(['25:00', '26:00']),
      [
        ['morning', 'from', 'invalid'],
        ['morning', 'to', 'invalid'],
      ],
    ],
    ['hour 24', day(['9:00', '24:00']), [['morning', 'to', 'invalid']]],
    ['minute 60', day(['9:60', '12:00']), [['morning', 'from', 'invalid']]],
    ['one-digit minutes', day(['9:0', '12:00']), [['morning', 'from', 'invalid']]],
    ['a dot', day(['9.00', '12:00']), [['morning', 'from', 'invalid']]],
    ['only from', day(['9:00', '']), [['morning', 'to', 'missing']]],
    ['only to', day(['', '12:00']), [['morning', 'from', 'missing']]],
    ['to before from', day(['12:00', '9:00']), [['morning', 'to', 'notAfterFrom']]],
    ['to equal to from', day(['9:00', '9:00']), [['morning', 'to', 'notAfterFrom']]],
    ['overlapping spans', day(['9:00', '13:00'], ['12:00', '18:00']), [['afternoon', 'from', 'overlaps']]],
    ['spans out of order', day(['13:00', '18:00'], ['9:00', '12:00']), [['afternoon', 'from', 'overlaps']]],
    [
      'evening overlapping morning',
      day(['9:00', '20:00'], ['', ''], ['19:00', '21:00']),
      [['evening', 'from', 'overlaps']],
    ],
  ])('%s', (_, draft, expected) => {
    expect(dayProblems('tue', draft)).toEqual(
      expected.map(([span, field, kind]) => ({ day: 'tue', span, field, kind })),
    )
  })

  test('spaces around a time are no problem and are not saved', () => {
    const draft = day([' 9:00 ', '12:00'])
    expect(dayProblems('mon', draft)).toEqual([])
    expect(rowTimes(draft).morningFrom).toBe('9:00')
  })

  test('a problem names its weekday', () => {
    const week = weekDraftOf([])
    week.sat = day(['25:00', '26:00'])
    expect(weekProblems(week).map((problem) => problem.day)).toEqual(['sat', 'sat'])
  })

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`)
  const minutes = (value: string) => {
    const [h, m] = value.split(':').map(Number)
    return h! * 60 + m!
  }

  test('a day is accepted exactly when its filled spans each run forward and follow one another', () => {
    const span = fc.oneof(fc.constant(['', '']), fc.tuple(time, time))
    fc.assert(
      fc.property(span, span, span, (a, b, c) => {
        const filled = [a, b, c].filter(([from]) => from !== '').map(([f, t]) => [minutes(f!), minutes(t!)])
        const ordered = filled.every(
          ([from, to], index) => from! < to! && (index === 0 || from! >= filled[index - 1]![1]!),
        )
        expect(dayProblems('mon', day(a, b, c)).length === 0).toBe(ordered)
      }),
    )
  })

  test('every hour above 23 is refused, every valid time accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), time, (hour, valid) => {
        expect(dayProblems('mon', day([`${hour}:00`, '']))[0]?.kind).toBe('invalid')
        expect(dayProblems('mon', day([valid, '']))[0]?.kind).toBe('missing')
      }),
    )
  })

  test("copying a day to the other weekdays changes Monday to Friday only, to the copied day's spans", () => {
    const week = weekDraftOf([row(1, 'sun', ['11:00', '16:00'])])
    const copied = copyToWorkdays({ ...week, wed: day(['9:00', '12:00'], ['13:00', '18:00']) }, 'wed')
    for (const weekday of ['mon', 'tue', 'thr', 'fri'] as const) expect(copied[weekday]).toEqual(copied.wed)
    expect(copied.sat).toEqual(day())
    expect(copied.sun).toEqual(day(['11:00', '16:00']))
    copied.mon.morning.from = '8:00'
    expect(copied.wed.morning.from).toBe('9:00')
  })

  test('a weekday without a row is closed; nulls read as empty', () => {
    const week = weekDraftOf([row(1, 'mon', ['9:00', '12:00'])])
    expect(isClosed(week.tue)).toBe(true)
    expect(isClosed(week.mon)).toBe(false)
    expect(dayDraftOf(row(2, 'mon', ['9:00', '12:00'])).afternoon).toEqual({ from: '', to: '' })
  })
})
