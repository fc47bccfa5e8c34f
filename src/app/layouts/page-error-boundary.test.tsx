import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { PublicLayout } from './public-layout'

let broken = true
function BrokenPage() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'name')")
  return <h1>The page</h1>
}

describe('a page that throws while rendering', () => {
  beforeEach(() => {
    broken = true
    // React and the boundary report the error on the console; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  test.each([
    ['en', 'This page could not be shown', 'Try again'],
    ['zh-TW', '無法顯示此頁面', '重試'],
  ] as const)(
    'shows a translated message inside its layout (%s), and Try again renders it anew',
    async (language, title, retry) => {
      renderWithProviders(
        <PublicLayout>
          <BrokenPage />
        </PublicLayout>,
        { language },
      )
      expect(screen.getByRole('alert')).toHaveTextContent(title)
      // Inside the page's main area: the layout around it (here the language switcher) stays.
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'))
      expect(screen.getByRole('link', { name: /中文|English/ })).toBeVisible()

      broken = false
      await userEvent.click(screen.getByRole('button', { name: retry }))
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )
})
