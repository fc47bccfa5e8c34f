import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { create } from 'zustand'

import { DialogHost } from '@/components/ui/dialog-host'
import { useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import type { ItemResult } from '../run/bulk-change'
import { downloadReportCsv } from '../run/report-csv'
import type * as ReportWords from '../run/report-words'
import { cancelRun, dismissRun, retryFailed, undoLastChange, useBulkRunStore } from '../run/run-store'

import type { BulkRun } from './bulk-run'
import { RunPanel } from './run-panel'
import { bulkRun, targetsOf } from './test-support'

// The run's state as the runner keeps it: this file sets it directly.
vi.mock('../run/run-store', () => ({
  cancelRun: vi.fn(),
  retryFailed: vi.fn(),
  undoLastChange: vi.fn(),
  dismissRun: vi.fn(),
  useBulkRunStore: create<{ run?: unknown }>()(() => ({})),
}))
vi.mock('../run/report-csv', () => ({ downloadReportCsv: vi.fn() }))
vi.mock('../run/report-words', async (importOriginal) => ({
  ...(await importOriginal<typeof ReportWords>()),
  skipReasonWords: (reason: { kind: string }) => ({ key: `because ${reason.kind}` }),
}))

const [first, second, third, fourth] = targetsOf(4)

let runs = 0
function setRun(fields: Partial<BulkRun> = {}) {
  runs += 1
  const run = bulkRun({ id: runs, ...fields })
  act(() => useBulkRunStore.setState({ run }))
  return run
}
const update = (fields: Partial<BulkRun>) =>
  act(() => useBulkRunStore.setState((state) => ({ run: { ...(state.run as BulkRun), ...fields } })))

const results: ItemResult[] = [
  { target: first!, kind: 'done', undo: [] },
  { target: second!, kind: 'skipped', reason: { kind: 'no-store-settings' } },
  { target: third!, kind: 'failed', reason: { key: 'data:errors.unknown' } },
  { target: fourth!, kind: 'done', undo: [] },
]
const finished = { status: 'finished', total: 4, done: 2, skipped: 1, failed: 1, results } as const

beforeEach(() => {
  useBulkRunStore.setState({ run: undefined })
  useDialogStore.setState({ ids: [], dialogs: {} })
  vi.clearAllMocks()
})

describe('the run panel', () => {
  test('shows nothing while there is no run', () => {
    const { container } = renderWithProviders(<RunPanel />)
    expect(container).toBeEmptyDOMElement()
  })

  test('shows the progress in numbers, says the run started, and Cancel asks the runner to stop', async () => {
    const user = userEvent.setup()
    setRun({ done: 120, failed: 3 })
    renderWithProviders(<RunPanel />)
    const panel = screen.getByRole('region', { name: 'Add a closing date' })
    const bar = within(panel).getByRole('progressbar', { name: 'Add a closing date' })
    expect(bar).toHaveAttribute('aria-valuenow', '123')
    expect(bar).toHaveAttribute('aria-valuemax', '340')
    expect(bar).toHaveAttribute('aria-valuetext', '120 done, 3 failed, 217 left')
    expect(within(panel).getByRole('status')).toHaveTextContent(/^Started: Add a closing date\./)
    expect(panel).not.toContainElement(document.activeElement as HTMLElement)

    await user.click(within(panel).getByRole('button', { name: 'Cancel' }))
    expect(cancelRun).toHaveBeenCalledOnce()
    update({ status: 'cancelling', skipped: 4 })
    const cancelling = within(panel).getByRole('button', { name: /Cancelling: writes in flight finish/ })
    expect(cancelling).toHaveAttribute('aria-busy', 'true')
    expect(bar).toHaveAttribute('aria-valuetext', '120 done, 4 skipped, 3 failed, 213 left')
  })

  test('says how the run ended, politely, and offers the report, retry, undo, the CSV and Close', async () => {
    const user = userEvent.setup()
    setRun({ total: 4 })
    renderWithProviders(<RunPanel />)
    update({ ...finished, canUndo: true })
    const panel = screen.getByRole('region', { name: 'Add a closing date' })
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(panel).toHaveTextContent('2 done, 1 skipped, 1 failed')
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Bulk change over. Add a closing date: 2 done, 1 skipped, 1 failed.',
      ),
    )

    await user.click(within(panel).getByRole('button', { name: 'Retry failed' }))
    expect(retryFailed).toHaveBeenCalledOnce()
    await user.click(within(panel).getByRole('button', { name: 'Download the report (CSV)' }))
    expect(downloadReportCsv).toHaveBeenCalledWith(
      useBulkRunStore.getState().run?.results,
      expect.any(Function),
    )
    await user.click(within(panel).getByRole('button', { name: 'Close' }))
    expect(dismissRun).toHaveBeenCalledOnce()
  })

  test('Undo asks first, and undoes only on yes', async () => {
    const user = userEvent.setup()
    setRun({ ...finished, canUndo: true })
    renderWithProviders(
      <>
        <RunPanel />
        <DialogHost />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    const question = await screen.findByRole('alertdialog', { name: 'Undo this change?' }, { timeout: 5000 })
    expect(question).toHaveAccessibleDescription(/Undo “Add a closing date” for the 2 partners it changed\?/)
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(undoLastChange).not.toHaveBeenCalled()

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    const again = await screen.findByRole('alertdialog', { name: 'Undo this change?' })
    await user.click(within(again).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(undoLastChange).toHaveBeenCalledOnce())
  })

  test('offers no retry without failures and no undo when the run cannot be undone', () => {
    setRun({ ...finished, failed: 0, results: results.filter((result) => result.kind !== 'failed') })
    renderWithProviders(<RunPanel />)
    expect(screen.queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  test('the report lists the failed first, then the skipped, each with account number and reason; the done on request', async () => {
    const user = userEvent.setup()
    setRun(finished)
    renderWithProviders(<RunPanel />)
    await user.click(screen.getByRole('button', { name: 'Show the report' }))
    const report = screen.getByRole('dialog', { name: 'Report: Add a closing date' })
    expect(report).toHaveAccessibleDescription('2 done, 1 skipped, 1 failed')
    const rows = () => within(within(report).getByRole('list')).getAllByRole('listitem')
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Partner 3.*Account C-1003.*Failed Something went wrong while loading data\./),
      expect.stringMatching(/^Partner 2.*Account C-1002.*Skipped because no-store-settings/),
    ])

    await user.click(within(report).getByRole('checkbox', { name: 'List the 2 done too' }))
    expect(rows()).toHaveLength(4)
    expect(rows()[2]).toHaveTextContent(/Partner 1.*Done Changed as asked/)

    await user.click(within(report).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(dismissRun).not.toHaveBeenCalled()
  })

  test('folds to one line and opens again; its button says which it is', async () => {
    const user = userEvent.setup()
    setRun({ done: 10 })
    renderWithProviders(<RunPanel />)
    const toggle = screen.getByRole('button', { name: 'Details' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('region')).toHaveTextContent('10 of 340')
    await user.click(toggle)
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
  })
})
