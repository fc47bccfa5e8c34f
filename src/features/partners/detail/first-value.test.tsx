import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'

import { forgetFirstScriptHandOff } from '@/lib/page-load/hand-off'

import { FIRST_VALUE_ATTRIBUTE } from '../model/first-values'

import { FirstValue } from './first-value'
import { keepShownFirstValues } from './first-values-shown'

/**
 * docs/decisions/019: what the document's first script writes into a FirstValue before the app
 * runs survives React's hydration of the pre-rendered page, without a mismatch, and the frame
 * rendered in the browser shows it again.
 */
afterEach(() => {
  forgetFirstScriptHandOff()
})

/**
 * The pre-rendered page, hydrated after `beforeHydration` ran on it as the first script would. A
 * mismatch would make React log an error, which fails the test (src/test/setup.ts).
 */
function hydratePrerendered(beforeHydration: (element: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<FirstValue field="accountNum" />)
  const element = container.querySelector(`[${FIRST_VALUE_ATTRIBUTE}="accountNum"]`) as HTMLElement
  beforeHydration(element)
  render(<FirstValue field="accountNum" />, { container, hydrate: true })
  return container
}

test('pre-rendered empty, named for the first script', () => {
  expect(renderToString(<FirstValue field="name" />)).toMatch(
    /^<span data-first-value="name" class="[^"]*"><\/span>$/,
  )
})

test('a value the first script wrote stays through hydration, with no mismatch', () => {
  const container = hydratePrerendered((element) => {
    element.textContent = 'TW-S010012'
    keepShownFirstValues({ accountNum: 'TW-S010012' }, window.location)
  })
  expect(container.textContent).toBe('TW-S010012')
})

test('with nothing written, it stays empty (a placeholder bar)', () => {
  const container = hydratePrerendered(() => undefined)
  expect(container.textContent).toBe('')
})
