import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'

import en from '../../../locales/en/data.json'
import zhTW from '../../../locales/zh-TW/data.json'

import { DataServiceError, errorI18nKeys, isDataServiceError, toDataServiceError } from './errors'

const config = { headers: new AxiosHeaders(), timeout: 30_000 } as InternalAxiosRequestConfig

function axiosError(code: string | undefined, message: string, status?: number) {
  const response =
    status === undefined
      ? undefined
      : ({ status, statusText: '', headers: {}, config, data: null } as AxiosResponse)
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
    ['429', axiosError('ERR_BAD_REQUEST', 'x', 429), 'http'],
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
