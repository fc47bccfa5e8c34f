import { describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'

import { weekDraftOf } from './opening-hour-rules'
import { saveWeek, weekChanges } from './save-week'

/** The seeded week that has Monday to Friday only (a store that publishes no weekend). */
async function weekdaysOnlyWeek() {
  const counts = new Map<unknown, number>()
  for (const row of db.list('opening-hours'))
    counts.set(row.axOpeningHourTemplateRecId, (counts.get(row.axOpeningHourTemplateRecId) ?? 0) + 1)
  const week = [...counts].find(([, count]) => count === 5)![0]
  installHttpGateway()
  const answer = await dataService['opening-hours'].list({
    filters: { axOpeningHourTemplateRecId: [String(week)] },
  })
  return { week, rows: answer.list }
}

describe('saving a week', () => {
  test('an unchanged week changes nothing; a closed day without a row needs none', async () => {
    const { rows } = await weekdaysOnlyWeek()
    expect(weekChanges(rows, weekDraftOf(rows))).toEqual([])
  })

  test("a day without a row gets one in the week's template, and the form hears of it", async () => {
    const { week, rows } = await weekdaysOnlyWeek()
    const draft = weekDraftOf(rows)
    draft.sat = { ...draft.sat, morning: { from: '10:00', to: '14:00' } }
    const onWritten = vi.fn()
    const outcome = await saveWeek({
      opened: rows,
      week: draft,
      templateRecId: rows[0]!.axOpeningHourTemplateRecId,
      gsc: rows[0]!.gsc,
      onWritten,
    })
    expect(outcome).toEqual({ kind: 'saved', written: 1 })
    const saturday = db
      .list('opening-hours')
      .filter((row) => row.axOpeningHourTemplateRecId === week && row.weekday === 'sat')
    expect(saturday).toMatchObject([{ morningFrom: '10:00', morningTo: '14:00', afternoonFrom: '' }])
    expect(onWritten).toHaveBeenCalledWith(expect.objectContaining({ weekday: 'sat', id: saturday[0]!.id }))
  })

  test('a row deleted meanwhile is reported; saved over, it is made again', async () => {
    const { week, rows } = await weekdaysOnlyWeek()
    const monday = rows.find((row) => row.weekday === 'mon')!
    const draft = weekDraftOf(rows)
    draft.mon = { ...draft.mon, evening: { from: '20:00', to: '22:00' } }
    db.remove('opening-hours', monday.id)
    const request = {
      opened: rows,
      week: draft,
      templateRecId: week as string,
      gsc: null,
      onWritten: () => {},
    }
    expect(await saveWeek(request)).toEqual({
      kind: 'conflicts',
      conflicts: [{ day: 'mon', kind: 'deleted' }],
    })
    expect(await saveWeek({ ...request, overwrite: true })).toEqual({ kind: 'saved', written: 1 })
    expect(
      db
        .list('opening-hours')
        .filter((row) => row.axOpeningHourTemplateRecId === week && row.weekday === 'mon'),
    ).toMatchObject([{ eveningFrom: '20:00', eveningTo: '22:00' }])
  })
})
