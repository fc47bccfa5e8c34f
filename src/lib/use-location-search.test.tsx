import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'

import { changeLocationSearch, useLocationSearch } from './use-location-search'

function Search() {
  return <output>{useLocationSearch() || '(none)'}</output>
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('changeLocationSearch', () => {
  test('adds a history entry with a key of its own, and what reads the query renders it', () => {
    window.history.replaceState({ key: 'first' }, '', '/dealers/?page=1#main')
    render(<Search />)
    const entries = window.history.length

    act(() => changeLocationSearch('?page=2'))

    expect(screen.getByRole('status')).toHaveTextContent('?page=2')
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/dealers/?page=2')
    expect(window.history.length).toBe(entries + 1)
    expect((window.history.state as { key?: string }).key).toMatch(/^\d+$/)
  })

  test('replaces the current entry, its state kept, when told to', () => {
    window.history.replaceState({ key: 'typed' }, '', '/stores/')
    render(<Search />)
    const entries = window.history.length

    act(() => changeLocationSearch('?q=bike', { replace: true }))

    expect(screen.getByRole('status')).toHaveTextContent('?q=bike')
    expect(window.history.length).toBe(entries)
    expect(window.history.state).toEqual({ key: 'typed' })
  })

  test('an empty query leaves the bare path', () => {
    window.history.replaceState(null, '', '/stores/?q=bike')
    render(<Search />)

    act(() => changeLocationSearch('', { replace: true }))

    expect(window.location.href).toBe(`${window.location.origin}/stores/`)
    expect(screen.getByRole('status')).toHaveTextContent('(none)')
  })
})

describe('useLocationSearch', () => {
  test('follows Back and Forward (popstate)', () => {
    window.history.replaceState(null, '', '/dealers/')
    render(<Search />)

    act(() => {
      window.history.replaceState(null, '', '/dealers/?page=3')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })

    expect(screen.getByRole('status')).toHaveTextContent('?page=3')
  })
})
