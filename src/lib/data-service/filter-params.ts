import type { Filters } from '@/entities/filters'

/**
 * How filters travel in a list request's query string ("filters flattened to
 * parameters, arrays comma-joined"). The rule, for a filter named `name`:
 *
 * - a list of strings      -> `name=a,b,c`          (an empty list sends nothing)
 * - a range {from?, to?}   -> `nameFrom=a&nameTo=b` (a missing end sends nothing)
 * - a record of lists      -> `name.key=a,b` per key, each list as above
 *
 * Inside a value a comma is written `\,` and a backslash `\\`, so any string survives
 * the trip; plain values (no comma, no backslash) travel exactly as they are.
 */
export function flattenFilters(filters: Filters): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(filters)) {
    if (Array.isArray(value)) {
      putList(params, name, value)
    } else if (isRange(value)) {
      if (value.from !== undefined) params[`${name}From`] = value.from
      if (value.to !== undefined) params[`${name}To`] = value.to
    } else {
      for (const [key, list] of Object.entries(value)) putList(params, `${name}.${key}`, list)
    }
  }
  return params
}

/** The inverse of the list rule: `a,b\,c` -> ['a', 'b,c']. Used by the mock data service. */
export function splitListParam(param: string): string[] {
  const items: string[] = []
  let current = ''
  for (let index = 0; index < param.length; index += 1) {
    const char = param[index]
    if (char === '\\' && index + 1 < param.length) {
      current += param[index + 1]
      index += 1
    } else if (char === ',') {
      items.push(current)
      current = ''
    } else {
      current += char
    }
  }
  items.push(current)
  return items
}

function putList(params: Record<string, string>, name: string, list: readonly string[]) {
  if (list.length > 0) params[name] = list.map(escapeItem).join(',')
}

function escapeItem(item: string): string {
  return item.replace(/[\\,]/g, (char) => `\\${char}`)
}

function isRange(value: Filters[string]): value is { from?: string; to?: string } {
  return !Array.isArray(value) && ('from' in value || 'to' in value) && !hasListValues(value)
}

function hasListValues(value: object): boolean {
  return Object.values(value).some((entry) => Array.isArray(entry))
}
