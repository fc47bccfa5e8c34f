import type { ListResponse } from '@/entities/list-response'
import { splitListParam } from '@/lib/data-service/filter-params'

import type { MockRecord } from './data/types'

/**
 * How the mock data service answers a list request (docs/data-service-api.md):
 * paging by `page`/`pageSize`, free text by `q`, and filters flattened the way
 * src/lib/data-service/filter-params.ts writes them.
 */
const DEFAULT_PAGE = 1
const DEFAULT_PAGE_SIZE = 25
const MAX_PAGE_SIZE = 500

/** Fields `q` searches; a record with none of them is searched over all its text fields. */
const SEARCH_FIELDS = ['name', 'accountNum', 'city', 'email'] as const

/**
 * Development spellings stored in mock records (the development data names axOpeningHourRecId
 * axOpeningHourId, and so on), by the name a filter uses.
 */
const DEV_SPELLINGS: Readonly<Record<string, string>> = {
  axOpeningHourRecId: 'axOpeningHourId',
  sourceWarehouseIds: 'defaultWarehouse',
  GRAActive: 'gRAActive',
}

const RESERVED = new Set(['page', 'pageSize', 'q'])

export class ListQueryError extends Error {
  override name = 'ListQueryError'
}

/** A list answer: list, page, pageSize, pageCount and total, the shape the app's schema reads. */
export type ListPage = ListResponse<MockRecord>

type Predicate = (record: MockRecord) => boolean

/** Filters, then pages, records already sorted by id. Throws ListQueryError on bad paging values. */
export function queryRecords(records: readonly MockRecord[], params: URLSearchParams): ListPage {
  const page = positiveInteger(params, 'page', DEFAULT_PAGE)
  const pageSize = Math.min(positiveInteger(params, 'pageSize', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE)
  const matching = matchingRecords(records, params)
  const total = matching.length
  const pageCount = Math.ceil(total / pageSize)
  return {
    list: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount,
    total,
    totalItems: total,
    totalPages: pageCount,
  }
}

/** How many searches and filters of one table the mock keeps the matches of. */
const MATCHES_KEPT = 32

/**
 * The matches of each search and filter, kept for the table's records as they are: `records` is
 * the table's id-sorted array (mocks/db.ts), a new one after every write, so nothing kept outlives
 * a change. Reading every page of 60,000 stores no longer filters 100,000 partners for each page
 * (about 30 ms each): the mock answers a page as an indexed service does, in a few milliseconds.
 */
const matchesByTable = new WeakMap<readonly MockRecord[], Map<string, readonly MockRecord[]>>()

function matchingRecords(records: readonly MockRecord[], params: URLSearchParams): readonly MockRecord[] {
  const query = [...params].filter(([name]) => name !== 'page' && name !== 'pageSize').sort()
  const key = JSON.stringify(query)
  let kept = matchesByTable.get(records)
  if (!kept) matchesByTable.set(records, (kept = new Map()))
  const found = kept.get(key)
  if (found) return found
  const predicates = buildPredicates(records, params)
  const matching = records.filter((record) => predicates.every((predicate) => predicate(record)))
  if (kept.size >= MATCHES_KEPT) kept.delete(kept.keys().next().value as string)
  kept.set(key, matching)
  return matching
}

function positiveInteger(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new ListQueryError(`${name} must be a positive integer, got '${raw}'`)
  return Number(raw)
}

function buildPredicates(records: readonly MockRecord[], params: URLSearchParams): Predicate[] {
  const predicates: Predicate[] = []
  const q = params.get('q')?.trim().toLowerCase()
  if (q) predicates.push((record) => searchedText(record).includes(q))

  for (const name of new Set(params.keys())) {
    if (RESERVED.has(name)) continue
    const raw = params.getAll(name)
    if (hasField(records, name)) {
      const wanted = raw.flatMap(splitListParam)
      predicates.push((record) => matchesAny(readField(record, name), wanted))
      continue
    }
    // `<name>From` / `<name>To`: only when `<name>` is a field (morningFrom itself is a field, above).
    const range = /^(.+)(From|To)$/.exec(name)
    const field = range?.[1]
    if (!field || !hasField(records, field)) continue // unknown filters are ignored
    const bound = raw[0] ?? ''
    predicates.push(
      range[2] === 'From'
        ? (record) => compare(readField(record, field), bound) >= 0
        : (record) => compare(readField(record, field), bound) <= 0,
    )
  }
  return predicates
}

/**
 * A record's searched text, lowercased, kept by record: a write stores a new record object (db.ts),
 * so nothing goes stale. Lowercasing 100,000 partners' fields on every `q` was most of a search.
 * The fields are joined by a newline, which no typed search holds, so no match spans two.
 */
const searchedTexts = new WeakMap<MockRecord, string>()

function searchedText(record: MockRecord): string {
  let text = searchedTexts.get(record)
  if (text === undefined) {
    text = searchText(record).join('\n').toLowerCase()
    searchedTexts.set(record, text)
  }
  return text
}

function searchText(record: MockRecord): string[] {
  const named = SEARCH_FIELDS.map((field) => record[field]).filter((value) => typeof value === 'string')
  if (named.length > 0) return named
  return Object.values(record).filter((value): value is string => typeof value === 'string')
}

/** A field path: `name`, or `name.key` for a record-of-lists filter (filter-params.ts). */
function readField(record: MockRecord, path: string): unknown {
  const [head = '', ...rest] = path.split('.')
  let value: unknown = head in record ? record[head] : record[DEV_SPELLINGS[head] ?? head]
  for (const key of rest) value = isObject(value) ? value[key] : undefined
  return value
}

function hasField(records: readonly MockRecord[], path: string): boolean {
  const [head = '', ...rest] = path.split('.')
  return records.some((record) => {
    if (!(head in record) && !((DEV_SPELLINGS[head] ?? '') in record)) return false
    if (rest.length === 0) return true
    const parent = readField(record, [head, ...rest.slice(0, -1)].join('.'))
    return isObject(parent) && (rest.at(-1) ?? '') in parent
  })
}

/** Equality, any of the wanted values; a list field matches when one of its items does. */
function matchesAny(value: unknown, wanted: readonly string[]): boolean {
  const values = Array.isArray(value) ? value : [value]
  return values.some((item) => wanted.includes(item === null || item === undefined ? 'null' : String(item)))
}

/**
 * Range comparison. Numbers compare as numbers; everything else as strings, where an upper bound
 * compares at its own length, so `modifiedAtTo=2026-11-20` includes the whole of that day.
 * Records without a value never match a range.
 */
function compare(value: unknown, bound: string): number {
  if (value === null || value === undefined) return Number.NaN
  if (typeof value === 'number' && bound.trim() !== '' && Number.isFinite(Number(bound)))
    return value - Number(bound)
  const text = String(value)
  const head = text.slice(0, bound.length)
  if (head === bound) return 0
  return head < bound ? -1 : 1
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
