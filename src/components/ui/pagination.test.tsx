import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { Pagination } from './pagination'

const hrefOf = (page: number) => `/dealers/?page=${page}`

function names() {
  const nav = screen.getByRole('navigation', { name: 'Pages' })
  return within(nav)
    .getAllByRole('button')
    .map((control) => control.getAttribute('aria-label'))
}

describe('Pagination with buttons', () => {
  test('is a navigation landmark with first, previous, the page window, next and last', () => {
    renderWithProviders(<Pagination page={10} pageCount={20} onPageChange={vi.fn()} />)
    expect(names()).toEqual([
      'First page',
      'Previous page',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 20',
      'Next page',
      'Last page',
    ])
    expect(screen.getAllByText('More pages')).toHaveLength(2)
  })

  test('marks only the current page with aria-current', () => {
    renderWithProviders(<Pagination page={1} pageCount={20} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'First page' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current')
  })

  test('clicking a page number asks for that page', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithProviders(<Pagination page={1} pageCount={20} onPageChange={onPageChange} />)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3)
  })

  test('the arrows ask for the first, previous, next and last pages', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithProviders(<Pagination page={10} pageCount={20} onPageChange={onPageChange} />)
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await user.click(screen.getByRole('button', { name }))
    }
    expect(onPageChange.mock.calls).toEqual([[1], [9], [11], [20]])
  })

  test('clicking the current page asks for nothing', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithProviders(<Pagination page={4} pageCount={20} onPageChange={onPageChange} />)
    await user.click(screen.getByRole('button', { name: 'Page 4' }))
    expect(onPageChange).not.toHaveBeenCalled()
  })

  test('works from the keyboard: Tab to a page and press Enter', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithProviders(<Pagination page={10} pageCount={20} onPageChange={onPageChange} />)
    // First, Previous, Page 1, Page 9, Page 10, Page 11
    for (let i = 0; i < 6; i++) await user.tab()
    expect(screen.getByRole('button', { name: 'Page 11' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(11)
  })

  test('on the first page First and Previous are disabled and skipped by Tab', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithProviders(<Pagination page={1} pageCount={5} onPageChange={onPageChange} />)
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange).not.toHaveBeenCalled()
  })

  test('on the last page Next and Last are disabled', () => {
    renderWithProviders(<Pagination page={5} pageCount={5} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled()
  })

  test('a page out of range is shown as the nearest real page', () => {
    renderWithProviders(<Pagination page={99} pageCount={5} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
  })

  test('renders nothing when there is only one page', () => {
    const { container } = renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />)
    expect(container).toBeEmptyDOMElement()
  })

  test('takes a landmark name and speaks Traditional Chinese in zh-TW', () => {
    renderWithProviders(<Pagination page={2} pageCount={9} onPageChange={vi.fn()} label="經銷商分頁" />, {
      language: 'zh-TW',
    })
    const nav = screen.getByRole('navigation', { name: '經銷商分頁' })
    expect(within(nav).getByRole('button', { name: '下一頁' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByText('更多頁面')).toHaveClass('visually-hidden')
  })
})

describe('Pagination with links', () => {
  // Records whether our handler prevented the click, then stops happy-dom from navigating.
  const seen: boolean[] = []
  const record = (event: Event) => {
    seen.push(event.defaultPrevented)
    event.preventDefault()
  }
  afterEach(() => {
    document.removeEventListener('click', record)
    seen.length = 0
  })

  test('every enabled control is a link with its page address', () => {
    renderWithProviders(<Pagination page={10} pageCount={20} onPageChange={vi.fn()} getPageHref={hrefOf} />)
    expect(screen.getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/dealers/?page=9')
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/dealers/?page=9')
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', '/dealers/?page=20')
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('a plain click asks for the page instead of following the link', () => {
    document.addEventListener('click', record)
    const onPageChange = vi.fn()
    renderWithProviders(
      <Pagination page={1} pageCount={20} onPageChange={onPageChange} getPageHref={hrefOf} />,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }))
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3)
    expect(seen).toEqual([true])
  })

  test.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['a middle button', { button: 1 }],
  ])('a click with %s is left to the browser (new tab or window)', (_name, init) => {
    document.addEventListener('click', record)
    const onPageChange = vi.fn()
    renderWithProviders(
      <Pagination page={1} pageCount={20} onPageChange={onPageChange} getPageHref={hrefOf} />,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }), init)
    expect(onPageChange).not.toHaveBeenCalled()
    expect(seen).toEqual([false])
  })

  test('Tab and Enter on a link ask for its page', async () => {
    document.addEventListener('click', record)
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithProviders(
      <Pagination page={1} pageCount={20} onPageChange={onPageChange} getPageHref={hrefOf} />,
    )
    // First and Previous have nowhere to go, so Tab starts at Page 1.
    await user.tab()
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(2)
  })

  test('the disabled ends are links marked disabled, without an address', () => {
    renderWithProviders(<Pagination page={20} pageCount={20} onPageChange={vi.fn()} getPageHref={hrefOf} />)
    for (const name of ['Next page', 'Last page']) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('aria-disabled', 'true')
      expect(link).not.toHaveAttribute('href')
    }
  })
})
