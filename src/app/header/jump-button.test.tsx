import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'
import { currentUserQuery } from '@/lib/auth/current-user'
import { createQueryClient } from '@/lib/query-client'
import { signedInUser } from '@/test/auth'
import { installNavigation } from '@/test/navigation'
import { renderWithProviders } from '@/test/render'

import { JumpButton } from './jump-button'
import { installJumpShortcuts, useJumpDialog } from './jump-shortcuts'

const LIST_URL = 'http://data.test/store/api/business-partners'

let navigate: ReturnType<typeof installNavigation>

beforeEach(() => {
  localStorage.clear()
  useJumpDialog.getState().setOpen(false)
  navigate = installNavigation()
  // gatsby-browser installs them at the app's start.
  return installJumpShortcuts()
})

function renderJump(language: 'en' | 'zh-TW' = 'en') {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQuery().queryKey, signedInUser({ attributes: { sub: 'user-a' } }))
  return renderWithProviders(
    <>
      <button type="button">Elsewhere</button>
      <JumpButton />
    </>,
    { queryClient, language },
  )
}

// The dialog's chunk loads on first use: give it time on a busy machine.
const combobox = () =>
  screen.findByRole('combobox', { name: 'Name, account number or city' }, { timeout: 5000 })

describe('JumpButton', () => {
  test('Ctrl+K opens the dialog; a typed account number and Enter open that partner', async () => {
    const user = userEvent.setup()
    renderJump()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await combobox(), 'TW-D010001')
    const option = await screen.findByRole('option', { name: /福爾摩沙自行車股份有限公司/ })
    expect(option).toHaveTextContent('Distributor · 台中市 · Active')
    await user.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledWith('/distributors/detail/?id=1', undefined)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  test('the arrow keys choose among the first ten matches by name', async () => {
    const user = userEvent.setup()
    renderJump()
    await user.click(screen.getByRole('button', { name: /Find a partner/ }))
    await user.type(await combobox(), '自行車')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10))
    const [first, second] = screen.getAllByRole('option')
    // The first match is active as soon as there are matches (Enter opens it); Down moves on.
    await waitFor(() =>
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', first?.id),
    )
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-activedescendant', second?.id)
    await user.keyboard('{Enter}')
    // The mock service lists in id order: the second match is partner 2, a dealer.
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/dealers/detail/?id=2', undefined)
  })

  test('with nothing typed it lists the partners this user opened last', async () => {
    localStorage.setItem(
      'bp.recentPartners.user-a',
      JSON.stringify([
        { id: 7, bpType: 'store', name: '山海之家自行車 大安店', city: '台北市', status: 'active' },
      ]),
    )
    localStorage.setItem(
      'bp.recentPartners.user-b',
      JSON.stringify([{ id: 9, bpType: 'store', name: 'Not mine', city: 'x', status: null }]),
    )
    const user = userEvent.setup()
    renderJump()
    await user.keyboard('{Control>}k{/Control}')
    await combobox()
    expect(screen.getByText('Recently opened')).toBeInTheDocument()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '山海之家自行車 大安店Store · 台北市 · Active',
    ])
  })

  test('a dialog opened before the page’s visit is written down lists the partner once it is', async () => {
    const user = userEvent.setup()
    renderJump()
    await user.keyboard('{Control>}k{/Control}')
    await combobox()
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    const { recordVisit } = await import('@/features/partners/jump/recent-partners')
    act(() =>
      recordVisit('user-a', {
        id: 7,
        bpType: 'store',
        name: '山海之家自行車 大安店',
        city: '台北市',
        status: 'active',
      }),
    )
    expect(screen.getByText('Recently opened')).toBeInTheDocument()
    expect(screen.getByRole('option')).toHaveTextContent('山海之家自行車 大安店')
  })

  test('a dialog opened just after a navigation stays open while the page left unmounts', async () => {
    const user = userEvent.setup()
    const left = renderJump()
    // The next page has painted its header; the old one unmounts a moment later.
    navigate('/stores/detail/?id=3')
    renderJump()
    await user.keyboard('{Control>}k{/Control}')
    expect(await combobox()).toHaveFocus()
    // Whatever the unmount sets going (effects' clean-ups, frames, timers) runs on this clock.
    vi.useFakeTimers()
    try {
      left.unmount()
      await act(() => vi.advanceTimersByTimeAsync(1_000))
    } finally {
      vi.useRealTimers()
    }
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  test('a dialog left open on one page does not come back with the next', async () => {
    const user = userEvent.setup()
    const first = renderJump()
    await user.keyboard('{Control>}k{/Control}')
    expect(await combobox()).toBeInTheDocument()
    first.unmount()
    navigate('/stores/')
    renderJump()
    expect(screen.getByRole('button', { name: /Find a partner/ })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('Escape closes it and gives focus back to where it was', async () => {
    const user = userEvent.setup()
    renderJump()
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    elsewhere.focus()
    await user.keyboard('{Control>}k{/Control}')
    expect(await combobox()).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(elsewhere).toHaveFocus())
  })

  test('says what failed, in the user language, when the data service fails', async () => {
    server.use(http.get(LIST_URL, () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    const user = userEvent.setup()
    renderJump('zh-TW')
    await user.keyboard('{Control>}k{/Control}')
    await user.type(
      await screen.findByRole('combobox', { name: '名稱、帳號或城市' }, { timeout: 5000 }),
      'velo',
    )
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(alert.textContent).toMatch(/[\u4e00-\u9fff]/)
  })

  test('/ puts the cursor in the search that declares it, but is a plain character in a field', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <JumpButton />
        <input aria-label="Other field" />
        <input type="search" aria-label="List search" aria-keyshortcuts="/" />
      </>,
    )
    const search = screen.getByRole('searchbox', { name: 'List search' })
    const other = screen.getByRole('textbox', { name: 'Other field' })
    await user.keyboard('/')
    expect(search).toHaveFocus()
    expect(search).toHaveValue('')
    await user.click(other)
    await user.keyboard('a/b')
    expect(other).toHaveFocus()
    expect(other).toHaveValue('a/b')
  })
})
