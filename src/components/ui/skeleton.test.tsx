import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { Skeleton, TABLE_SKELETON_ROWS, TableSkeleton } from './skeleton'

describe('Skeleton', () => {
  test('is a block hidden from assistive technology, sized as asked', () => {
    const { container } = render(<Skeleton width={120} height="2rem" className="wide" />)
    const block = container.firstElementChild as HTMLElement
    expect(block).toHaveAttribute('aria-hidden', 'true')
    expect(block).toHaveClass('wide')
    expect(block.style.width).toBe('120px')
    expect(block.style.height).toBe('2rem')
  })
})

describe('TableSkeleton', () => {
  test('fills a table body with 30 placeholder rows by default', () => {
    expect(TABLE_SKELETON_ROWS).toBe(30)
    const { container } = render(
      <table>
        <tbody>
          <TableSkeleton columns={4} />
        </tbody>
      </table>,
    )
    const rows = container.querySelectorAll('tbody > tr')
    expect(rows).toHaveLength(30)
    rows.forEach((row) => {
      expect(row.querySelectorAll('td')).toHaveLength(4)
      expect(row).toHaveAttribute('aria-hidden', 'true')
    })
    expect(screen.queryAllByRole('row')).toHaveLength(0)
  })

  test('renders the number of rows it is given', () => {
    const { container } = render(
      <table>
        <tbody>
          <TableSkeleton columns={2} rows={3} />
        </tbody>
      </table>,
    )
    expect(container.querySelectorAll('tbody > tr')).toHaveLength(3)
  })
})
