import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { stubIntersectionObserver } from '@/test/in-view'
import { renderWithProviders } from '@/test/render'

import { LocationMap } from './location-map'

// A screen tall enough for the map: its place is in view at once.
beforeEach(() => stubIntersectionObserver({ everything: true }))
afterEach(() => vi.unstubAllGlobals())

// Its own file: the map module fails to load here, as its chunk would offline with a cold cache.
vi.mock('./location-map-svg', () => {
  throw new Error('Loading chunk location-map-svg failed')
})

test('leaves the map out and keeps the rest of the page when its code cannot be fetched', async () => {
  renderWithProviders(
    <section aria-label="Location">
      <p>1 Main Street, Taipei</p>
      <LocationMap country="TW" latitude={25.03} longitude={121.56} label="Taipei" />
    </section>,
  )

  expect(screen.getByRole('status')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  // An error thrown by the lazy component would unmount the whole tree, address included.
  expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('1 Main Street, Taipei')
  expect(screen.queryByRole('img')).not.toBeInTheDocument()
})
