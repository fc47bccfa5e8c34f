import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { LocationMap } from './location-map'

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
