import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { stubIntersectionObserver } from '@/test/in-view'
import { renderWithProviders } from '@/test/render'

import { LocationMap } from './location-map'

// A screen tall enough for the map: its place is in view at once.
beforeEach(() => stubIntersectionObserver({ everything: true }))
afterEach(() => vi.unstubAllGlobals())

const LABEL = 'Location of Velo Taipei in Taiwan'
// The first test also waits for the map module's first transform.
const LOADED = { timeout: 5000 }

// Once React.lazy has the module it renders at once, so only the first test sees the placeholder.

test('holds the map’s place while it loads, then shows the map named by its label', async () => {
  renderWithProviders(<LocationMap country="TW" latitude={25.03} longitude={121.56} label={LABEL} />)

  expect(screen.getByRole('status')).toHaveTextContent('Loading map…')

  const map = await screen.findByRole('img', { name: LABEL }, LOADED)
  expect(map.tagName.toLowerCase()).toBe('svg')
  expect(map.querySelector('title')).toHaveTextContent(LABEL)
  expect(map.querySelectorAll('path')).not.toHaveLength(0)
  expect(map.querySelector('circle')).toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('puts nothing focusable in the map', async () => {
  renderWithProviders(<LocationMap country="FR" latitude={48.86} longitude={2.35} label="Paris" />)

  const map = await screen.findByRole('img', { name: 'Paris' }, LOADED)
  expect(map).toHaveAttribute('focusable', 'false')
  expect(map.querySelectorAll('a, button, [tabindex]')).toHaveLength(0)
})

test('draws the country without a marker when the coordinates are missing', async () => {
  renderWithProviders(<LocationMap country="FR" latitude={null} longitude={null} label="A shop in France" />)

  const map = await screen.findByRole('img', { name: 'A shop in France' }, LOADED)
  expect(map.querySelectorAll('path')).not.toHaveLength(0)
  expect(map.querySelector('circle')).not.toBeInTheDocument()
})

test('renders nothing when the partner has neither a country code nor coordinates', () => {
  const { container } = renderWithProviders(
    <LocationMap country="Taiwan" latitude={Number.NaN} longitude={121.56} label={LABEL} />,
  )

  expect(container).toBeEmptyDOMElement()
})

test('renders nothing when the country is not on the map and there are no coordinates', async () => {
  const { container } = renderWithProviders(
    <LocationMap country="ZZ" latitude={null} longitude={null} label={LABEL} />,
  )

  await waitFor(() => expect(container).toBeEmptyDOMElement(), LOADED)
})
