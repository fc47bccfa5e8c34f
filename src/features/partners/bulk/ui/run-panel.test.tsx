import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { DialogHost } from '@/components/ui/dialog-host'
import { useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import type { BulkChange, StepOutcome } from '../run/bulk-change'
import { startBulkChange, useBulkRunStore } from '../run/run-store'

import { RunPanel } from './run-panel'
import { endRun, targetsOf } from './test-support'

type Plan = 'done' | 'skip' | 'failOnce' | 'hold'

/**
 * A change whose partners, in order, come to what `plan` says: done (writing a record its undo
 * would delete), skipped, failed on the first try, or held until `release`.
 */
function planned(plan: readonly Plan[]) {
  const tries = new Map<number, number>()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const change: BulkChange = {
    title: { key: 'run:actions.addClosingDate' },
    targets: targetsOf(plan.length),
    resources: [],
    step: async (target): Promise<StepOutcome> => {
      const attempt = (tries.get(target.id) ?? 0) + 1
      tries.set(target.id, attempt)
      const kind = plan[target.id - 1]
      if (kind === 'hold') await held
      if (kind === 'skip') return { kind: 'skipped', reason: { kind: 'no-store-settings' } }
      if (kind === 'failOnce' && attempt === 1) throw new Error('refused')
      const undo = { kind: 'delete', resource: 'service-maps', id: 900_000 + target.id, created: {} } as const
      return { kind: 'done', undo: [undo] }
    },
  }
  return { change, release }
}

function renderPanel(plan: readonly Plan[]) {
  const { change, release } = planned(plan)
  const user = userEvent.setup()
  const { queryClient } = renderWithProviders(
    <>
      <RunPanel />
      <DialogHost />
    </>,
  )
  act(() => void startBulkChange(change, queryClient))
  return { user, release, panel: () => screen.getByRole('region', { name: 'Add a closing date' }) }
}

const ended = () => ['finished', 'cancelled'].includes(useBulkRunStore.getState().run?.status ?? '')

beforeEach(() => useDialogStore.setState({ ids: [], dialogs: {} }))
afterEach(endRun)

describe('the run panel', () => {
  test('shows nothing while there is no run', () => {
    const { container } = renderWithProviders(<RunPanel />)
    expect(container).toBeEmptyDOMElement()
  })

  test('shows the progress in numbers, says the run started, and Cancel lets the writes in flight finish', async () => {
    const plan: Plan[] = ['done', 'done', 'done', 'done', 'done', 'done', 'failOnce', 'hold', 'hold', 'hold']
    const { user, release, panel } = renderPanel(plan)
    const bar = within(panel()).getByRole('progressbar', { name: 'Add a closing date' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '6 done, 1 failed, 3 left'))
    expect(bar).toHaveAttribute('aria-valuenow', '7')
    expect(bar).toHaveAttribute('aria-valuemax', '10')
    expect(within(panel()).getByRole('status')).toHaveTextContent(/^Started: Add a closing date\./)
    expect(panel()).not.toContainElement(document.activeElement as HTMLElement)

    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }))
    const cancelling = within(panel()).getByRole('button', { name: /Cancelling: writes in flight finish/ })
    expect(cancelling).toHaveAttribute('aria-busy', 'true')

    release()
    await waitFor(() =>
      expect(panel()).toHaveTextContent('Cancelled: 9 done, 0 skipped, 1 failed, 0 not started'),
    )
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      /^Bulk change over\. Add a closing date: Cancelled/,
    )
  })

  test('says how the run ended, politely; Retry runs the failed again; the CSV holds the report; Close ends it', async () => {
    const { user, panel } = renderPanel(['done', 'skip', 'failOnce', 'done'])
    await waitFor(() => expect(panel()).toHaveTextContent('2 done, 1 skipped, 1 failed'))
    expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(
        'Bulk change over. Add a closing date: 2 done, 1 skipped, 1 failed.',
      ),
    )

    // The file the download hands over; the anchor's click is not followed (happy-dom would
    // navigate the window that the next test file shares).
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:report'
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await user.click(within(panel()).getByRole('button', { name: 'Download the report (CSV)' }))
    expect(blobs).toHaveLength(1)
    const csv = await blobs[0]!.text()
    expect(csv).toMatch(/Partner 2.*Skipped.*Has no store settings/)
    expect(csv).toMatch(/Partner 3.*Failed/)

    await user.click(within(panel()).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() => expect(panel()).toHaveTextContent('3 done, 1 skipped, 0 failed'))
    expect(within(panel()).queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(/3 done, 1 skipped, 0 failed/),
    )

    await user.click(within(panel()).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  test('Undo asks first, and takes the change back only on yes', async () => {
    const { user, panel } = renderPanel(['done', 'done'])
    await waitFor(() => expect(ended()).toBe(true))
    const first = useBulkRunStore.getState().run?.id

    await user.click(within(panel()).getByRole('button', { name: 'Undo' }))
    const question = await screen.findByRole('alertdialog', { name: 'Undo this change?' })
    expect(question).toHaveAccessibleDescription(/Undo “Add a closing date” for the 2 partners it changed\?/)
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(useBulkRunStore.getState().run).toMatchObject({ id: first, isUndo: false })

    await user.click(within(panel()).getByRole('button', { name: 'Undo' }))
    const again = await screen.findByRole('alertdialog', { name: 'Undo this change?' })
    await user.click(within(again).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(useBulkRunStore.getState().run).toMatchObject({ isUndo: true }))
  })

  test('offers no retry without failures, and no undo when nothing was written', async () => {
    const { panel } = renderPanel(['skip'])
    await waitFor(() => expect(panel()).toHaveTextContent('0 done, 1 skipped, 0 failed'))
    expect(within(panel()).queryByRole('button', { name: 'Retry failed' })).not.toBeInTheDocument()
    expect(within(panel()).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  test('the report lists the failed first, then the skipped, by account number with the reason; the done on request', async () => {
    const { user, panel } = renderPanel(['done', 'skip', 'failOnce', 'done'])
    await waitFor(() => expect(ended()).toBe(true))
    await user.click(within(panel()).getByRole('button', { name: 'Show the report' }))
    const report = screen.getByRole('dialog', { name: 'Report: Add a closing date' })
    expect(report).toHaveAccessibleDescription('2 done, 1 skipped, 1 failed')
    const rows = () => within(within(report).getByRole('list')).getAllByRole('listitem')
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Partner 3.*Account C-1003.*Failed Something went wrong while loading data\./),
      expect.stringMatching(/^Partner 2.*Account C-1002.*Skipped Has no store settings/),
    ])

    await user.click(within(report).getByRole('checkbox', { name: 'List the 2 done too' }))
    expect(rows()).toHaveLength(4)
    expect(rows()[2]).toHaveTextContent(/Partner 1.*Account C-1001.*Done/)

    await user.click(within(report).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(panel()).toBeInTheDocument()
  })

  test('folds to one line and opens again, its button saying which it is', async () => {
    const { user, release, panel } = renderPanel(['done', 'hold'])
    const toggle = within(panel()).getByRole('button', { name: 'Details' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument()
    await waitFor(() => expect(panel()).toHaveTextContent('1 of 2'))
    await user.click(toggle)
    expect(within(panel()).getByRole('progressbar')).toBeInTheDocument()
    release()
  })
})
