import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { stubIntersectionObserver } from '@/test/in-view'
import { renderWithProviders } from '@/test/render'

import { LocationMap } from './location-map'

// A screen tall enough for the map: its place is in view at once.
beforeEach(() => stubIntersectionObserver({ everything: true }))
afterEach(() => vi.unstubAllGlobals())

// Its own file: the module registry is per file, so the map module is not loaded yet here.
const mapModuleLoaded = vi.hoisted(() => vi.fn())
vi.mock('./location-map-svg', async (importOriginal) => {
  mapModuleLoaded()
  return importOriginal()
})

test('fetches the atlas and d3 only when there is something to draw, saying so while it loads', async () => {
  const { unmount } = renderWithProviders(
    <LocationMap country={null} latitude={null} longitude={null} label="Nowhere" />,
  )
  expect(mapModuleLoaded).not.toHaveBeenCalled()
  unmount()

  renderWithProviders(<LocationMap country="TW" latitude={25.03} longitude={121.56} label="台北" />, {
    language: 'zh-TW',
  })

  expect(screen.getByRole('status')).toHaveTextContent('地圖載入中…')
  expect(await screen.findByRole('img', { name: '台北' }, { timeout: 5000 })).toBeInTheDocument()
  expect(mapModuleLoaded).toHaveBeenCalledOnce()
})
