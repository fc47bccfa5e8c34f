import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test } from 'vitest'

import { confirmDialog, useDialogStore } from '@/stores/dialog-store'
import { renderWithProviders } from '@/test/render'

import { PublicLayout } from './layouts/public-layout'

beforeEach(() => useDialogStore.setState({ ids: [], dialogs: {} }))

describe('the dialogs a page opens', () => {
  test.each([
    ['en', 'Cancel', 'Confirm'],
    ['zh-TW', '取消', '確認'],
  ] as const)('speak the page’s language (%s), not message keys', async (language, cancel, confirm) => {
    renderWithProviders(
      <PublicLayout>
        <h1>The page</h1>
      </PublicLayout>,
      { language },
    )
    act(() => {
      void confirmDialog({ title: 'Delete?', message: 'It goes for good.' })
    })

    // The dialog's code loads with the first dialog (dialog-host.tsx): give it time on a busy machine.
    expect(await screen.findByRole('button', { name: cancel }, { timeout: 5000 })).toBeVisible()
    expect(screen.getByRole('button', { name: confirm })).toBeVisible()
  })
})
