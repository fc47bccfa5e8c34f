import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { renderWithProviders } from '@/test/render'

import { addClosingDates } from '../run/changes/add-closing-dates'
import { startBulkChange } from '../run/run-store'

import { ImportButton } from './import-button'

// The runner and the change are written beside the import: here, what the import hands them.
vi.mock('../run/run-store', () => ({ startBulkChange: vi.fn(() => true) }))
vi.mock('../run/changes/add-closing-dates', () => ({
  addClosingDates: vi.fn((entries: unknown, options: unknown) => ({
    change: 'add closing dates',
    entries,
    options,
  })),
}))

const API = 'http://data.test/store/api'

/** Two partners still trading (a closing partner's permanent closure overlaps every later day). */
function twoTradingPartners() {
  const closures = db.list('closing-dates')
  const [a, b] = db
    .list('business-partners')
    .filter((partner) => partner.status === 'active' && closures.some((row) => row.bpId === partner.id))
  if (!a || !b) throw new Error('the mock world has no two active partners with closing dates')
  const existing = closures.find((row) => row.bpId === a.id && row.from)
  if (!existing) throw new Error('no closing date of the first partner')
  return { a, b, existing: { from: String(existing.from) } }
}

/** 8 rows, 3 of them bad: an unknown account, a From that is no date, an overlap with a closure. */
function eightRows() {
  const { a, b, existing } = twoTradingPartners()
  const csv = [
    'Account number,From,To,Reason',
    `${a.accountNum},2031-03-02,2031-03-03,Stocktaking`,
    `${b.accountNum},2031-03-02,,`,
    'XX-404,2031-03-02,,',
    `${a.accountNum},2031-04-01,,"Inventory, yearly"`,
    `${b.accountNum},2031/13/01,,`,
    `${b.accountNum},2031-05-01,2031-05-02,Renovation`,
    `${a.accountNum},${existing.from},,`,
    `${b.accountNum},2031-06-01,,`,
  ].join('\r\n')
  const file = new File([`\uFEFF${csv}\r\n`], 'closing-dates.csv', { type: 'text/csv' })
  return { file, a, b }
}

/** Every write the data service receives. */
function recordWrites() {
  const writes: string[] = []
  const record = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' && request.url.startsWith(API))
      writes.push(`${request.method} ${request.url}`)
  }
  server.events.on('request:start', record)
  return { writes, stop: () => server.events.removeListener('request:start', record) }
}

async function openImport(language: 'en' | 'zh-TW' = 'en') {
  const user = userEvent.setup()
  const rendered = renderWithProviders(<ImportButton />, { language })
  const name = language === 'en' ? 'Import closing dates' : '匯入公休日'
  await user.click(screen.getByRole('button', { name }))
  const dialog = await screen.findByRole('dialog', { name })
  return { user, dialog, ...rendered }
}

const rowNumbered = (dialog: HTMLElement, row: number) =>
  within(dialog)
    .getByRole('rowheader', { name: String(row) })
    .closest('tr') as HTMLElement

beforeEach(() => {
  vi.mocked(startBulkChange).mockClear().mockReturnValue(true)
  vi.mocked(addClosingDates).mockClear()
})

describe('importing closing dates from a spreadsheet', () => {
  test('names each problem on its row, writes nothing, and Import hands the 5 good rows to the runner, per partner', async () => {
    const { file, a, b } = eightRows()
    const { writes, stop } = recordWrites()
    const { user, dialog, queryClient } = await openImport()

    expect(within(dialog).getByLabelText('Spreadsheet file')).toHaveFocus()
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file)

    const summary = await within(dialog).findByRole('status')
    expect(summary).toHaveTextContent('5 rows ready, 3 with problems')
    expect(summary).toHaveFocus()
    expect(rowNumbered(dialog, 4)).toHaveTextContent('No partner has this account number.')
    expect(rowNumbered(dialog, 6)).toHaveTextContent('From is not a date.')
    expect(rowNumbered(dialog, 8)).toHaveTextContent(/Overlaps the partner's closing date/)
    for (const good of [2, 3, 5, 7, 9]) expect(rowNumbered(dialog, good)).toHaveTextContent('Ready')
    expect(rowNumbered(dialog, 2)).toHaveTextContent(String(a.name))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('checkbox', { name: 'Show only rows with problems' }))
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '6', '8'])

    stop()
    expect(writes).toEqual([])
    expect(startBulkChange).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Import 5 closing dates' }))
    const target = (partner: typeof a) => ({
      id: partner.id,
      name: partner.name,
      accountNum: partner.accountNum,
    })
    expect(addClosingDates).toHaveBeenCalledWith(
      [
        {
          target: target(a),
          drafts: [
            { from: '2031-03-02', to: '2031-03-03', reason: 'Stocktaking' },
            { from: '2031-04-01', to: '', reason: 'Inventory, yearly' },
          ],
        },
        {
          target: target(b),
          drafts: [
            { from: '2031-03-02', to: '', reason: '' },
            { from: '2031-05-01', to: '2031-05-02', reason: 'Renovation' },
            { from: '2031-06-01', to: '', reason: '' },
          ],
        },
      ],
      { overlapping: 'skip' },
    )
    expect(startBulkChange).toHaveBeenCalledWith(
      vi.mocked(addClosingDates).mock.results[0]?.value,
      queryClient,
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Import closing dates' })).toHaveFocus()
    // The file's first test compiles the dialog's code and papaparse as it opens them.
  }, 15_000)

  test('in Chinese: the headers, the summary and the problems in Traditional Chinese', async () => {
    const { a } = twoTradingPartners()
    const csv = `帳號,起日,迄日,原因\n${a.accountNum},2031-03-02,,盤點\n${a.accountNum},2031-03-03,2031-03-01,\n`
    const { user, dialog } = await openImport('zh-TW')
    await user.upload(within(dialog).getByLabelText('試算表檔案'), new File([csv], '公休日.csv'))

    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 列可匯入，1 列有問題')
    expect(rowNumbered(dialog, 3)).toHaveTextContent('迄日早於起日。')
    expect(within(dialog).getByRole('button', { name: '匯入 1 個公休日' })).toBeInTheDocument()
  })

  test('a file dropped on the field is read as a chosen one', async () => {
    const { file } = eightRows()
    const { dialog } = await openImport()
    const zone = within(dialog).getByText('Choose a file, or drop one here.').parentElement as HTMLElement
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } })
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } })

    expect(await within(dialog).findByRole('status')).toHaveTextContent('5 rows ready, 3 with problems')
  })

  test('another bulk change still running: says so and keeps the dialog open', async () => {
    vi.mocked(startBulkChange).mockReturnValue(false)
    const { file } = eightRows()
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file)
    await user.click(await within(dialog).findByRole('button', { name: 'Import 5 closing dates' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another bulk change is still running.',
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  test('a file without the columns is said beside the file field, which is chosen again', async () => {
    const { user, dialog } = await openImport()
    await user.upload(
      within(dialog).getByLabelText('Spreadsheet file'),
      new File(['Name,Day\nx,2031-01-01\n'], 'partners.csv'),
    )

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The first row of partners.csv must name the columns; it has no “Account number”, “From”.',
    )
    const field = within(dialog).getByLabelText('Spreadsheet file')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument()
  })

  test('shows its progress while the partners are looked up, and Cancel goes back to the file', async () => {
    server.use(
      http.get(`${API}/business-partners`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { file } = eightRows()
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file)

    const bar = await within(dialog).findByRole('progressbar', { name: 'Finding the partners' })
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 1 requests answered')
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    expect(cancel).toHaveFocus()
    await user.click(cancel)
    expect(within(dialog).getByLabelText('Spreadsheet file')).toHaveFocus()
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  test('a lookup the service refuses is said with Try again, which checks the rows again', async () => {
    // A 500 is tried once more (lib/data-service/retry-policy.ts): the service refuses both tries.
    let refusals = 2
    server.use(
      http.get(`${API}/business-partners`, () =>
        refusals-- > 0 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    )
    const { file } = eightRows()
    const { user, dialog } = await openImport()
    await user.upload(within(dialog).getByLabelText('Spreadsheet file'), file)

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The rows could not be checked: The data service had a problem (error 500)',
    )
    const retry = within(dialog).getByRole('button', { name: 'Try again' })
    // Focus follows the step in an effect, after the alert is drawn.
    await waitFor(() => expect(retry).toHaveFocus())
    await user.click(retry)
    expect(await within(dialog).findByRole('status')).toHaveTextContent('5 rows ready, 3 with problems')
  })
})
