import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'

import { onlineManager } from '@tanstack/react-query'

import { renderWithProviders } from '@/test/render'

import { OfflineNotice } from './offline-notice'

/** What the browser tells the page when the network goes or comes back. */
const goOnline = (online: boolean) =>
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))

describe('OfflineNotice', () => {
  afterEach(() => onlineManager.setOnline(true))

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
