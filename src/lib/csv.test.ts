import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { csvField, csvFile, csvLines, toCsv, UTF8_BOM } from './csv'

/** A small RFC 4180 reader, to check that what toCsv writes reads back field for field. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  return rows
}

describe('toCsv', () => {
  test('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(['Name', 'City'], [['Velo Taipei', '台北市']])
    expect(csv).toBe(`${UTF8_BOM}Name,City\r\nVelo Taipei,台北市\r\n`)
  })

  test('puts a long file together from parts that read as one', async () => {
    const rows = [
      ['Velo Taipei', '台北市'],
      ['Smith, Jones', '=1+1'],
      ['Bike "Shed"', 'Köln'],
    ]
    const file = csvFile([csvLines([['Name', 'City'], rows[0]!]), new Blob([csvLines(rows.slice(1))])])
    expect(file.type).toBe('text/csv;charset=utf-8')
    // Bytes, not text(): decoding drops a byte-order mark.
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(bytes).toEqual(new TextEncoder().encode(toCsv(['Name', 'City'], rows)))
  })

  test('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"')
    expect(csvField('the "best" bikes')).toBe('"the ""best"" bikes"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
  })

  test.each([['=HYPERLINK("http://evil.test")'], ['+1+2'], ['-2+3'], ['@SUM(A1)'], ['\tcmd']])(
    'keeps %s from running as a formula',
    (value) => {
      expect(csvField(value).replace(/^"/, '')).toMatch(/^'/)
    },
  )

  test('reads back every field it writes, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        (rows) => {
          const read = parseCsv(toCsv(['a', 'b', 'c'], rows).slice(UTF8_BOM.length))
          const unformula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
          expect(read).toEqual([['a', 'b', 'c'], ...rows.map((row) => row.map(unformula))])
        },
      ),
    )
  })
})
