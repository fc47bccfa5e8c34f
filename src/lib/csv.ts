/**
 * CSV as spreadsheets open it (RFC 4180): comma-separated, CRLF line ends, fields quoted when
 * they hold a quote, comma or line break, and a UTF-8 byte-order mark first so Excel reads
 * Chinese names as UTF-8 instead of the system code page.
 */
export const UTF8_BOM = '\uFEFF'

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1-2`, `@SUM`) starts with one
 * of these; partner data is not trusted, so such a cell gets a leading apostrophe (OWASP "CSV
 * injection"), which spreadsheets show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows as lines of a file, each with its line end: the file, or one part of a long one (csvFile). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${UTF8_BOM}${csvLines([header, ...rows])}`
}

/**
 * A file put together from its parts in order (csvLines each, or Blobs of them), the byte-order
 * mark first. A long file is best made of Blobs of a few hundred lines, each made in its own slice
 * of work: the browser copies and encodes a Blob's text as it is made, which for a whole file of
 * many thousand lines at once is a long task.
 */
export function csvFile(parts: readonly BlobPart[]): Blob {
  return new Blob([UTF8_BOM, ...parts], { type: 'text/csv;charset=utf-8' })
}

/** Hands a text file to the browser's download (the anchor's `download` names it). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(new Blob([text], { type }), fileName)
}

/** Hands a file made in the page (a CSV's parts, a workbook) to the browser's download. */
export function downloadBlob(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Some browsers read the blob after click() returns; give them a moment before letting go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
