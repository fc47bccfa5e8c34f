import type { AxiosStatic } from 'axios'

import { unreadableBody } from './errors'
import { adoptSuccessfulResponse, type AskedRequest } from './first-requests'

/**
 * axios, loaded on demand: off every page's first load (issue 12 §2), since a page's first data
 * is read from the requests its document started (`readFirstAnswer`). The first request the page
 * sends itself loads it; `warmHttpClient` fetches it once the first data is on screen, so a
 * click does not wait for it.
 */
export function loadAxios(): Promise<AxiosStatic> {
  return import(/* webpackChunkName: "http-client" */ 'axios').then((module) => module.default)
}

let warming = false

/**
 * Loads axios once the page is idle after its first answer has been handed on (so after the
 * first data is drawn, not in its way), or 2 s later at the latest. Later calls do nothing.
 */
export function warmHttpClient(): void {
  if (warming || typeof window === 'undefined') return
  warming = true
  const load = () => void loadAxios().catch(() => undefined)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2_000 })
  else setTimeout(load, 0)
}

/**
 * The body of the early request's successful answer to this one, parsed as JSON, or undefined
 * when there is none and the request must be sent (through axios, which adopts a failed early
 * answer and maps it like any other). A body that is not JSON fails as axios's would.
 */
export async function readFirstAnswer(
  asked: AskedRequest,
  resource: string,
  signal?: AbortSignal,
): Promise<{ data: unknown } | undefined> {
  const response = await adoptSuccessfulResponse(asked, signal)
  if (!response) return undefined
  const text = await response.text()
  try {
    return { data: JSON.parse(text) as unknown }
  } catch (error) {
    throw unreadableBody(resource, error)
  }
}
