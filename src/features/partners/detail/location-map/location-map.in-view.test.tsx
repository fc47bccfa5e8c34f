import { act, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

import { FakeIntersectionObserver, stubIntersectionObserver } from '@/test/in-view'
import { renderWithProviders } from '@/test/render'

import { LocationMap } from './location-map'

// Its own file: the module registry is per file, so the map module is not loaded yet here.
const mapModuleLoaded = vi.hoisted(() => vi.fn())
vi.mock('./location-map-svg', async (importOriginal) => {
  mapModuleLoaded()
  return importOriginal()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('loads and draws the map only once its place comes into view', async () => {
  stubIntersectionObserver()
  renderWithProviders(<LocationMap country="TW" latitude={25.03} longitude={121.56} label="Velo Taipei" />)

  const placeholder = screen.getByRole('status')
  expect(placeholder).toHaveTextContent('Loading map…')
  const [observer] = FakeIntersectionObserver.all
  expect(observer?.watched).toEqual(new Set([placeholder]))
  // A phone's page never scrolled down: the map's code is not even asked for. Any import the
  // first render started has loaded once vitest's dynamic imports have settled.
  await vi.dynamicImportSettled()
  expect(mapModuleLoaded).not.toHaveBeenCalled()

  act(() => observer?.scrollIntoView())

  expect(await screen.findByRole('img', { name: 'Velo Taipei' }, { timeout: 5000 })).toBeInTheDocument()
  expect(mapModuleLoaded).toHaveBeenCalledOnce()
  expect(observer?.watched.size).toBe(0)
})
