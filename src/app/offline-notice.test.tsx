import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { OfflineNotice } from './offline-notice'

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks())

  test.each([
    ['en', 'You are offline.'],
    ['zh-TW', '目前離線。'],
  ] as const)('says so in a live region while offline, and goes when back online (%s)', (language, text) => {
    renderWithProviders(<OfflineNotice />, { language })
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    goOnline(false)
    expect(screen.getByRole('status')).toHaveTextContent(text)
    goOnline(true)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
