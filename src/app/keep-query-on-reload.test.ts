import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { BOOT_SETTINGS, bootPage, preloadPageData } from './boot-script'
import { forgetNavigationTarget, NAVIGATING_TO_KEY, recordNavigationTargets } from './keep-query-on-reload'

type Win = Window & { ___navigate?: (to: string | number, options?: object) => void }

const gatsbyNavigate = vi.fn()
/** The preload hints the page-data preload adds, kept out of the DOM so happy-dom fetches nothing. */
let appended: Node[] = []

beforeEach(() => {
  ;(window as Win).___navigate = gatsbyNavigate
  gatsbyNavigate.mockReset()
  appended = []
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push(node)
    return node
  })
})

afterEach(() => {
  delete (window as Win).___navigate
  window.history.replaceState(null, '', '/')
})

const boot = () => bootPage(BOOT_SETTINGS)

const preloaded = () => appended[0] as HTMLLinkElement | undefined

const address = () => `${window.location.pathname}${window.location.search}`

/** A navigation Gatsby could not finish in the app, then the full load it did instead. */
function failedNavigation(to: string, landedOn: string) {
  recordNavigationTargets()
  ;(window as Win).___navigate?.(to, { replace: false })
  window.history.replaceState(null, '', landedOn)
  boot()
}

describe('a navigation Gatsby turns into a full load', () => {
  test('still goes through Gatsby', () => {
    recordNavigationTargets()
    ;(window as Win).___navigate?.('/dealers/detail/?id=7', { replace: true })
    expect(gatsbyNavigate).toHaveBeenCalledWith('/dealers/detail/?id=7', { replace: true })
    expect(sessionStorage.getItem(NAVIGATING_TO_KEY)).toBe('/dealers/detail/?id=7')
  })

  test('gets back the query Gatsby dropped', () => {
    failedNavigation('/dealers/detail/?id=7', '/dealers/detail/')
    expect(address()).toBe('/dealers/detail/?id=7')
  })

  test('is forgotten once its page arrived', () => {
    recordNavigationTargets()
    ;(window as Win).___navigate?.('/dealers/detail/?id=7')
    forgetNavigationTarget()
    window.history.replaceState(null, '', '/dealers/detail/')
    boot()
    expect(window.location.search).toBe('')
  })

  test.each([
    ['another path', '/dealers/detail/?id=7', '/stores/detail/'],
    ['an address with a query of its own', '/dealers/detail/?id=7', '/dealers/detail/?id=9'],
    ['another site', 'https://evil.example/dealers/detail/?id=7', '/dealers/detail/'],
  ])('never rewrites %s', (_, target, landedOn) => {
    failedNavigation(target, landedOn)
    expect(address()).toBe(landedOn)
  })

  test('is put back once: a later reload of the bare address stays bare', () => {
    failedNavigation('/dealers/detail/?id=7', '/dealers/detail/')
    window.history.replaceState(null, '', '/dealers/detail/')
    boot()
    expect(window.location.search).toBe('')
  })
})

describe('the page-data preload', () => {
  test('asks for the page data Gatsby will ask for, query included', () => {
    window.history.replaceState(null, '', '/zh-TW/dealers/?status=active,closing')
    preloadPageData()
    expect(preloaded()).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' })
    expect(preloaded()?.getAttribute('href')).toBe(
      '/page-data/zh-TW/dealers/page-data.json?status=active,closing',
    )
  })

  test('names the home page index', () => {
    preloadPageData()
    expect(preloaded()?.getAttribute('href')).toBe('/page-data/index/page-data.json')
  })
})
