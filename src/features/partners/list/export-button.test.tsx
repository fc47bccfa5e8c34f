import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Toaster } from 'react-hot-toast'
import { describe, expect, test, vi } from 'vitest'

import { db } from '@mocks/db'
import { queryRecords } from '@mocks/list-query'
import { server } from '@mocks/node'
import type * as Csv from '@/lib/csv'
import { renderWithProviders } from '@/test/render'

import { ExportButton } from './export-button'

const LIST_URL = 'http://data.test/store/api/business-partners'

const downloads = vi.hoisted(() => [] as string[])
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof Csv>()),
  downloadBlob: (_file: Blob, fileName: string) => downloads.push(fileName),
}))

/**
 * A service giving pages of 100 (the export asks for 500 and takes what it gets), two for the
 * 103 partners, which holds the second back until released, so the export is caught reading.
 */
function holdSecondPage() {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get(LIST_URL, async ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('page') === '2') await released
      params.set('pageSize', '100')
      return HttpResponse.json(queryRecords(db.list('business-partners'), params))
    }),
  )
  return release
}

function renderExport(language: 'en' | 'zh-TW' = 'en') {
  downloads.length = 0
  return renderWithProviders(
    <>
      <Toaster />
      <ExportButton partners={{ kind: 'all', params: {} }} disabled={false} />
    </>,
    { language },
  )
}

describe('ExportButton', () => {
  test('shows the pages read, and Cancel, reached by the next Tab, stops it with nothing downloaded', async () => {
    const release = holdSecondPage()
    const user = userEvent.setup()
    renderExport()

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const bar = await screen.findByRole('progressbar', { name: 'CSV export' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Reading page 2 of 2'))
    expect(screen.getByRole('status')).toHaveTextContent('Reading 2 pages from the data service…')

    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel export' })).toHaveFocus()
    await user.keyboard('{Enter}')

    expect(await screen.findByText('Export cancelled. Nothing was downloaded.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Export CSV/ })).toHaveFocus()
    release()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-busy'),
    )
    expect(downloads).toEqual([])
  })

  test('downloads the file when left to finish, and says so', async () => {
    const user = userEvent.setup()
    renderExport()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText(/^Exported 103 rows to business-partners-/)).toBeInTheDocument()
    expect(downloads).toHaveLength(1)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  test('leaving the list cancels its export', async () => {
    const release = holdSecondPage()
    const user = userEvent.setup()
    const { unmount } = renderExport('zh-TW')
    await user.click(screen.getByRole('button', { name: '匯出 CSV' }))
    await screen.findByRole('progressbar', { name: 'CSV 匯出' })
    unmount()
    release()
    renderWithProviders(<Toaster />, { language: 'zh-TW' })
    expect(await screen.findByText('已取消匯出，未下載任何檔案。')).toBeInTheDocument()
    expect(downloads).toEqual([])
  })
})
