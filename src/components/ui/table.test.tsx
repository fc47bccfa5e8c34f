import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { TableSkeleton } from './skeleton'
import { RowLink, Table, type TableColumn } from './table'

type Partner = { id: number; name: string; city: string }

const PARTNERS: Partner[] = [
  { id: 1, name: 'Velo Taipei', city: 'Taipei' },
  { id: 2, name: 'Ride Kaohsiung', city: 'Kaohsiung' },
]

const COLUMNS: TableColumn<Partner>[] = [
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    cell: (partner) => <RowLink to={`/dealers/${partner.id}`}>{partner.name}</RowLink>,
  },
  { id: 'city', header: 'City', cell: (partner) => partner.city },
]

function renderTable(props: Partial<Parameters<typeof Table<Partner>>[0]> = {}, language?: 'en' | 'zh-TW') {
  return renderWithProviders(
    <Table
      caption="Dealers"
      columns={COLUMNS}
      rows={PARTNERS}
      getRowKey={(partner) => partner.id}
      {...props}
    />,
    { language },
  )
}

describe('Table', () => {
  test('is a table named by its caption, also when the caption is visually hidden', () => {
    renderTable({ captionHidden: true })

    expect(screen.getByRole('table', { name: 'Dealers' })).toBeInTheDocument()
  })

  test('renders the headers as column headers and the row-header column as row headers', () => {
    renderTable()

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'City'])
    const rowHeaders = screen.getAllByRole('rowheader')
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Velo Taipei', 'Ride Kaohsiung'])
    expect(screen.getByRole('cell', { name: 'Taipei' })).toBeInTheDocument()
    // Each body row: one row header, then cells.
    const [, firstRow] = screen.getAllByRole('row')
    expect(within(firstRow!).getByRole('rowheader')).toHaveTextContent('Velo Taipei')
  })

  test('links each row to its record with a real href, in the current language', () => {
    renderTable({}, 'zh-TW')

    expect(screen.getByRole('link', { name: 'Velo Taipei' })).toHaveAttribute('href', '/zh-TW/dealers/1')
    expect(screen.getByRole('link', { name: 'Ride Kaohsiung' })).toHaveAttribute('href', '/zh-TW/dealers/2')
  })

  test('wraps the table in a scroll region that keyboard users can focus', async () => {
    const user = userEvent.setup()
    renderTable()

    const region = screen.getByRole('region', { name: 'Dealers' })
    await user.tab()

    expect(region).toHaveFocus()
    expect(region).toContainElement(screen.getByRole('table'))
  })

  test('marks the table busy while loading, and fills an empty body with the skeleton', () => {
    const { container } = renderTable({
      rows: [],
      loading: true,
      skeleton: <TableSkeleton columns={COLUMNS.length} />,
    })

    expect(screen.getByRole('table', { name: 'Dealers' })).toHaveAttribute('aria-busy', 'true')
    expect(container.querySelectorAll('tbody tr')).toHaveLength(30)
  })

  test('keeps the rows it has while a new page loads, without the skeleton', () => {
    renderTable({ loading: true, skeleton: <TableSkeleton columns={COLUMNS.length} /> })

    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getAllByRole('row')).toHaveLength(PARTNERS.length + 1)
  })

  test('is not busy once loaded, and shows the empty content when there are no rows', () => {
    renderTable({ rows: [], empty: 'No dealers yet' })

    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy')
    expect(screen.getByRole('cell', { name: 'No dealers yet' })).toHaveAttribute('colspan', '2')
  })
})
