import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'

import { currentUserQuery } from '@/lib/auth/current-user'
import { createQueryClient } from '@/lib/query-client'
import { useDialogStore } from '@/stores/dialog-store'
import { signedInUser } from '@/test/auth'
import { renderWithProviders } from '@/test/render'

import { parseListState } from '../../model/list-state'

import { ViewsMenu } from './views-menu'

beforeEach(() => {
  localStorage.clear()
  useDialogStore.setState({ ids: [], dialogs: {} })
})

function renderMenu(search: string, sub = 'user-a', language: 'en' | 'zh-TW' = 'en') {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQuery().queryKey, signedInUser({ attributes: { sub } }))
  return renderWithProviders(<ViewsMenu kind="dealer" state={parseListState(search, 'dealer')} />, {
    queryClient,
    language,
  })
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name = 'Views') {
  await user.click(screen.getByRole('button', { name }))
  return screen.findByRole('button', { name: /^(Save view|儲存檢視)$/ }, { timeout: 5000 })
}

async function saveView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await openMenu(user))
  await user.type(screen.getByRole('textbox', { name: 'View name' }), `${name}{Enter}`)
}

describe('ViewsMenu', () => {
  test('saves the search, filters and page size under a name, as a link to that address', async () => {
    const user = userEvent.setup()
    renderMenu('?q=velo&status=active&page=3&pageSize=50')
    await saveView(user, 'Active velo')
    const link = screen.getByRole('link', { name: 'Active velo' })
    expect(link).toHaveAttribute('href', '/dealers/?q=velo&status=active&pageSize=50')
    expect(screen.getByRole('status')).toHaveTextContent('View “Active velo” saved')
  })

  test('renames a view', async () => {
    const user = userEvent.setup()
    renderMenu('?country=TW')
    await saveView(user, 'Taiwan')
    await user.click(screen.getByRole('button', { name: 'Rename view Taiwan' }))
    const field = screen.getByRole('textbox', { name: 'View name' })
    await user.clear(field)
    await user.type(field, 'Taiwan dealers{Enter}')
    expect(screen.getByRole('link', { name: 'Taiwan dealers' })).toHaveAttribute(
      'href',
      '/dealers/?country=TW',
    )
    expect(screen.queryByRole('link', { name: 'Taiwan' })).not.toBeInTheDocument()
  })

  test('deletes a view only once the user confirms', async () => {
    const user = userEvent.setup()
    renderMenu('?country=TW')
    await saveView(user, 'Taiwan')
    const remove = () => user.click(screen.getByRole('button', { name: 'Delete view Taiwan' }))
    const answer = (result: boolean) =>
      act(() => {
        const [id] = useDialogStore.getState().ids
        useDialogStore.getState().close(id ?? '', result)
      })

    await remove()
    expect(useDialogStore.getState().dialogs).toMatchObject({
      [useDialogStore.getState().ids[0] ?? '']: { kind: 'confirm', title: 'Delete this view?' },
    })
    answer(false)
    expect(screen.getByRole('link', { name: 'Taiwan' })).toBeInTheDocument()
    await remove()
    answer(true)
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Taiwan' })).not.toBeInTheDocument())
    expect(localStorage.getItem('bp.views.dealer.user-a')).toBe('[]')
  })

  test('copies a view’s full address, in the page’s language, and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderMenu('?status=closing', 'user-a', 'zh-TW')
    await user.click(await openMenu(user, '檢視'))
    await user.type(screen.getByRole('textbox', { name: '檢視名稱' }), '結束營業{Enter}')
    await user.click(screen.getByRole('button', { name: '複製連結：檢視 結束營業' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/zh-TW/dealers/?status=closing`)
    expect(screen.getByRole('status')).toHaveTextContent('已複製連結')
  })

  test('shows one user’s views to that user only', async () => {
    const user = userEvent.setup()
    localStorage.setItem('bp.views.dealer.user-b', JSON.stringify([{ id: 'v', name: 'Theirs', query: '' }]))
    renderMenu('')
    await openMenu(user)
    expect(screen.getByText(/No saved views yet/)).toBeInTheDocument()
    expect(within(document.body).queryByText('Theirs')).not.toBeInTheDocument()
  })
})
