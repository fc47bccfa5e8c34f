import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { LANGUAGE_STORAGE_KEY } from '@/config/site'

import { BOOT_SETTINGS, bootPage } from './boot-script'

/** The boot script at an address, in a browser asking for `asked`; whether the page stays. */
function bootAt(address: string, asked: string[]) {
  window.history.replaceState(null, '', address)
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(asked)
  return bootPage(BOOT_SETTINGS)
}

const replace = vi.fn()

beforeEach(() => {
  localStorage.clear()
  replace.mockReset()
  vi.spyOn(window.location, 'replace').mockImplementation(replace)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => node)
})

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('the boot script sends an unprefixed address to the visitor’s language', () => {
  test('the stored language, keeping the query and the hash', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-TW')
    expect(bootAt('/dealers/detail/?id=7#contact', ['en-US'])).toBe(false)
    expect(replace).toHaveBeenCalledWith('/zh-TW/dealers/detail/?id=7#contact')
  })

  test.each([
    [['zh-TW'], 'zh-TW'],
    [['zh-tw', 'en'], 'zh-TW'],
    [['zh-CN'], 'zh-TW'],
    [['en-GB', 'zh-TW'], 'en'],
    [['fr-FR'], 'en'],
    [[], 'en'],
  ])('on a first visit, the browser’s first language %j: %s, remembered', (asked, expected) => {
    bootAt('/stores/', asked)
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(expected)
    if (expected === 'en') expect(replace).not.toHaveBeenCalled()
    else expect(replace).toHaveBeenCalledWith(`/${expected}/stores/`)
  })

  test('garbage in the stored language counts as no choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<script>x</script>')
    bootAt('/stores/', ['en-US'])
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(replace).not.toHaveBeenCalled()
  })

  test.each(['/zh-TW/stores/', '/en/404/'])('leaves %s, which names its language, alone', (address) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-TW')
    expect(bootAt(address, ['zh-TW'])).toBe(true)
    expect(replace).not.toHaveBeenCalled()
  })

  test('without storage (privacy mode) the page loads as it is', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => bootAt('/stores/', ['zh-TW'])).not.toThrow()
    expect(replace).not.toHaveBeenCalled()
  })
})
