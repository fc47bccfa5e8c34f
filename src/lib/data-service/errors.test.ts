import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'

import en from '../../../locales/en/data.json'
import zhTW from '../../../locales/zh-TW/data.json'

import {
  DataServiceError,
  errorI18nKeys,
  isDataServiceError,
  parseRetryAfter,
  toDataServiceError,
} from './errors'

const config = { headers: new AxiosHeaders(), timeout: 30_000 } as InternalAxiosRequestConfig

function axiosError(
  code: string | undefined,
  message: string,
  status?: number,
  headers: AxiosResponse['headers'] = {},
) {
  const response =
    status === undefined
      ? undefined
      : ({ status, statusText: '', headers, config, data: null } as AxiosResponse)
  return new AxiosError(message, code, config, {}, response)
}

describe('toDataServiceError', () => {
  test.each([
    ['a network failure', axiosError('ERR_NETWORK', 'Network Error'), 'network'],
    ['a cancelled request', axiosError('ERR_CANCELED', 'canceled'), 'aborted'],
    ['an XHR timeout', axiosError('ECONNABORTED', 'timeout of 1500ms exceeded'), 'timeout'],
    ['a fetch timeout', axiosError('ETIMEDOUT', 'timeout of 1500ms exceeded'), 'timeout'],
    ['401', axiosError('ERR_BAD_REQUEST', 'x', 401), 'unauthorized'],
    ['403', axiosError('ERR_BAD_REQUEST', 'x', 403), 'forbidden'],
    ['404', axiosError('ERR_BAD_REQUEST', 'x', 404), 'not-found'],
    ['409', axiosError('ERR_BAD_REQUEST', 'x', 409), 'conflict'],
    ['422', axiosError('ERR_BAD_REQUEST', 'x', 422), 'validation'],
    ['500', axiosError('ERR_BAD_RESPONSE', 'x', 500), 'server'],
    ['503', axiosError('ERR_BAD_RESPONSE', 'x', 503), 'server'],
    ['429', axiosError('ERR_BAD_REQUEST', 'x', 429), 'throttled'],
    ['418', axiosError('ERR_BAD_REQUEST', 'x', 418), 'http'],
    [
      'an unreadable 200',
      axiosError('ERR_BAD_RESPONSE', 'Unexpected end of JSON input', 200),
      'malformed-response',
    ],
    ['a DOM AbortError', new DOMException('aborted', 'AbortError'), 'aborted'],
    ['anything else', 'a string', 'unknown'],
  ])('maps %s to kind %s', (_name, error, kind) => {
    const mapped = toDataServiceError(error, 'addresses')
    expect(mapped).toBeInstanceOf(DataServiceError)
    expect(mapped.kind).toBe(kind)
    expect(mapped.i18nKey).toBe(errorI18nKeys[mapped.kind])
  })

  test('keeps the N of "timeout of N ms exceeded"', () => {
    const mapped = toDataServiceError(axiosError('ECONNABORTED', 'timeout of 1500ms exceeded'))
    expect(mapped).toMatchObject({ message: 'timeout of 1500 ms exceeded', values: { ms: 1500 } })
  })

  test('falls back to the configured timeout when the message does not name one', () => {
    expect(toDataServiceError(axiosError('ETIMEDOUT', 'timeout exceeded')).values).toEqual({ ms: 30_000 })
  })

  test('keeps the status of a failed answer in status and values', () => {
    expect(toDataServiceError(axiosError('ERR_BAD_RESPONSE', 'x', 502))).toMatchObject({
      status: 502,
      values: { status: 502 },
    })
  })

  test.each([
    { headers: new AxiosHeaders({ 'Retry-After': '3' }), retryAfterMs: 3000 },
    { headers: { 'retry-after': '2' }, retryAfterMs: 2000 },
    { headers: { 'Retry-After': 'soon' }, retryAfterMs: undefined },
    { headers: {}, retryAfterMs: undefined },
  ])('keeps the Retry-After of a 429 ($headers) as $retryAfterMs ms', ({ headers, retryAfterMs }) => {
    const mapped = toDataServiceError(axiosError('ERR_BAD_REQUEST', 'x', 429, headers))
    expect(mapped).toMatchObject({ kind: 'throttled', status: 429, i18nKey: 'data:errors.throttled' })
    expect(mapped.retryAfterMs).toBe(retryAfterMs)
  })

  test('reads no Retry-After for a status that is not 429', () => {
    const headers = new AxiosHeaders({ 'Retry-After': '3' })
    expect(toDataServiceError(axiosError('ERR_BAD_RESPONSE', 'x', 503, headers)).retryAfterMs).toBeUndefined()
  })

  test('turns a zod failure into malformed-response with the resource and the first issue path', () => {
    const result = z
      .object({ list: z.array(z.object({ email: z.string() })) })
      .safeParse({ list: [{ email: 1 }] })
    expect(result.success).toBe(false)
    const mapped = toDataServiceError(result.error, 'business-partners')
    expect(mapped).toMatchObject({
      kind: 'malformed-response',
      values: { resource: 'business-partners', path: 'list.0.email' },
    })
  })

  test('returns a DataServiceError as it is and keeps the cause of others', () => {
    const original = new DataServiceError({ kind: 'forbidden', message: 'no' })
    expect(toDataServiceError(original)).toBe(original)
    const cause = axiosError('ERR_NETWORK', 'Network Error')
    expect(toDataServiceError(cause).cause).toBe(cause)
    expect(isDataServiceError(original)).toBe(true)
    expect(isDataServiceError(cause)).toBe(false)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-20T08:00:00Z')
  test.each([
    ['seconds', '1', 1000],
    ['seconds with spaces', ' 120 ', 120_000],
    ['zero seconds', '0', 0],
    ['an IMF-fixdate', 'Fri, 20 Nov 2026 08:00:05 GMT', 5000],
    ['an RFC 850 date', 'Friday, 20-Nov-26 08:00:30 GMT', 30_000],
    ['an asctime date, read as GMT', 'Fri Nov 20 08:01:00 2026', 60_000],
    ['a date already past', 'Fri, 20 Nov 2026 07:00:00 GMT', 0],
    ['nothing', undefined, undefined],
    ['null', null, undefined],
    ['empty', '', undefined],
    ['words', 'soon', undefined],
    ['negative seconds', '-5', undefined],
    ['fractional seconds', '1.5', undefined],
    ['a bare number Date.parse would take for a year', '2026x', undefined],
    ['a time in garbage', 'garbage 12:00:00', undefined],
  ])('reads %s (%j) as %j ms', (_name, header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected)
  })
})

describe('the data namespace (locales/*/data.json)', () => {
  const keysOf = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

  test('en and zh-TW have the same keys', () => {
    expect(keysOf(zhTW).sort()).toEqual(keysOf(en).sort())
  })

  test('every error kind has a message in both languages, with the same placeholders', () => {
    for (const i18nKey of Object.values(errorI18nKeys)) {
      const key = i18nKey.replace('data:errors.', '') as keyof typeof en.errors
      expect(en.errors[key], i18nKey).toBeTruthy()
      expect(zhTW.errors[key], i18nKey).toBeTruthy()
      expect(placeholders(zhTW.errors[key])).toEqual(placeholders(en.errors[key]))
    }
  })

  test('the timeout message interpolates ms', () => {
    expect(placeholders(en.errors.timeout)).toEqual(['ms'])
  })
})
