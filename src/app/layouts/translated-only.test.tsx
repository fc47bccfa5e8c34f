import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { TranslatedOnly } from './translated-only'

describe('TranslatedOnly', () => {
  test('renders its children inside the i18n provider', () => {
    renderWithProviders(
      <TranslatedOnly>
        <p>page</p>
      </TranslatedOnly>,
    )
    expect(screen.getByText('page')).toBeInTheDocument()
  })

  test('renders nothing without translations, as while the i18n plugin redirects', () => {
    const { container } = render(
      <TranslatedOnly>
        <p>page</p>
      </TranslatedOnly>,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
