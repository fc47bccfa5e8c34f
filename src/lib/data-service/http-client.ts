import type { AxiosStatic } from 'axios'

import { whenPhase } from '@/lib/page-load/phases'

import { unreadableBody } from './errors'
import { adoptSuccessfulResponse, readFirstBody, type AskedRequest } from './first-requests'

/**
 * axios, loaded on demand: off every page's first load, since a page's first data
 * is read from the requests its document started (`readFirstAnswer`). The first request the page
 * sends itself loads it, or the page's idle time after its first answer.
 */
export function loadAxios(): Promise<AxiosStatic> {
  return import(/* webpackChunkName: "http-client" */ 'axios').then((module) => module.default)
}

// The next request (a click, a refetch) should not wait for the library to arrive. A load that
// fails is tried again by the request that needs it.
whenPhase('idle', () => void loadAxios().catch(() => undefined))

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
  const body = await readFirstBody(response)
  if (!body.ok) throw unreadableBody(resource, body.error)
  return { data: body.data }
}
