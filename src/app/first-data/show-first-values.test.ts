import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { shownFirstValue } from '@/features/partners/detail/first-values-shown'
import { forgetFirstScriptHandOff } from '@/lib/page-load/hand-off'

import { showFirstValues } from './show-first-values'

/**
 * docs/decisions/019: the first script writes a partner's name and account number into its
 * pre-rendered page as soon as their answer has come, and nothing in any other case.
 */
const AWAITED = { id: 12, kind: 'store' } as const
const ADDRESS = { pathname: '/stores/detail/', search: '?id=12' }
const partner = {
  id: 12,
  bpType: 'store',
  name: 'Tiema Yizhan Xinyi',
  accountNum: 'TW-S010012',
  gsc: 'TW03011',
}

const answer = (body: unknown, init?: ResponseInit) =>
  Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), init))

/** The elements the page names, as FirstValue renders them, and one the script has no value for. */
const PAGE = `
  <h1><span data-first-value="name"></span><span>Store</span></h1>
  <dl><dd><span data-first-value="accountNum"></span></dd><dd><span data-first-value="gsc"></span></dd></dl>`

const element = (field: string) => document.querySelector(`[data-first-value="${field}"]`) as HTMLElement
const written = () => ({
  name: element('name').textContent,
  accountNum: element('accountNum').textContent,
  gsc: element('gsc').textContent,
})
const NOTHING = { name: '', accountNum: '', gsc: '' }

beforeEach(() => {
  window.history.replaceState(null, '', '/stores/detail/?id=12')
  document.body.innerHTML = PAGE
})

afterEach(() => {
  document.body.innerHTML = ''
  forgetFirstScriptHandOff()
})

describe('the awaited partner’s answer', () => {
  test('its name and account number go into the elements named after them; nothing else is written', async () => {
    await showFirstValues(answer(partner), AWAITED, ADDRESS)
    expect(written()).toEqual({ name: partner.name, accountNum: partner.accountNum, gsc: '' })
  })

  test('the app’s frame, rendered anew on this address, finds the same values', async () => {
    await showFirstValues(answer(partner), AWAITED, ADDRESS)
    expect([shownFirstValue('name'), shownFirstValue('accountNum')]).toEqual([
      partner.name,
      partner.accountNum,
    ])
    window.history.replaceState(null, '', '/stores/detail/?id=13')
    expect(shownFirstValue('name')).toBeUndefined()
  })

  test('markup in a value stays text', async () => {
    const name = '<img src="x" onerror="window.__hacked = true">Bikes & Co'
    await showFirstValues(answer({ ...partner, name }), AWAITED, ADDRESS)
    expect(element('name').textContent).toBe(name)
    expect(element('name').children).toHaveLength(0)
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined()
  })

  test('an element that already holds something (the app got there first) is left as it is', async () => {
    element('name').textContent = 'rendered by the app'
    await showFirstValues(answer(partner), AWAITED, ADDRESS)
    expect(written()).toEqual({ name: 'rendered by the app', accountNum: partner.accountNum, gsc: '' })
  })

  test('a page that has left the address the request was made for gets nothing', async () => {
    const shown = showFirstValues(answer(partner), AWAITED, ADDRESS)
    window.history.replaceState(null, '', '/stores/detail/?id=13')
    await shown
    expect(written()).toEqual(NOTHING)
  })
})

describe('nothing is written, and the app says what went wrong', () => {
  test.each([
    ['the service answered 500', () => answer({ message: 'down' }, { status: 500 })],
    ['the request failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the body is not JSON', () => answer('<html>Gateway</html>')],
    ['the answer is another partner’s', () => answer({ ...partner, id: 13 })],
    [
      'the partner is of another type (the page moves to its address)',
      () => answer({ ...partner, bpType: 'dealer' }),
    ],
  ])('%s', async (_, respond) => {
    await showFirstValues(respond(), AWAITED, ADDRESS)
    expect(written()).toEqual(NOTHING)
    expect(shownFirstValue('name')).toBeUndefined()
  })
})
