import type { ParseResult, Parser } from 'papaparse'

import { yieldToEventLoop } from '@/lib/yield-to-event-loop'

import type { Cell } from './sheet-rows'

/**
 * A spreadsheet file's cells, row by row: an Excel workbook (.xlsx, its first sheet) or delimited
 * text (.csv, or tab- or semicolon-separated). Each reader is
 * fetched the first time a file of its kind is read (docs/decisions/021), never with a list.
 */

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError'
  constructor(readonly kind: 'type' | 'unreadable') {
    super(`The file is not a spreadsheet the import reads (${kind})`)
  }
}

type ReadOptions = {
  signal?: AbortSignal
  /** How far the reading is, in characters of text; a workbook is read in one go (0, then 1 of 1). */
  onProgress?: (done: number, total: number) => void
  /** Characters parsed between two breaks for the page (tests make it small to get many). */
  chunkChars?: number
}

const CHUNK_CHARS = 64 * 1024

/** A zip archive (an .xlsx is one) and an old binary Office file (.xls), by their first bytes. */
const startsWith = (bytes: Uint8Array, head: readonly number[]) =>
  head.every((byte, at) => bytes[at] === byte)
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]

export async function readSpreadsheet(file: Blob, options: ReadOptions = {}): Promise<Cell[][]> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  options.signal?.throwIfAborted()
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes, options)
  if (startsWith(bytes, OLE)) throw new UnreadableFileError('type')
  const text = decodeText(bytes)
  if (text.includes('\u0000')) throw new UnreadableFileError('type')
  return parseDelimited(text, options)
}

/**
 * Text as a spreadsheet saved it: UTF-16 when it starts with that byte-order mark (Excel's
 * "Unicode text"), UTF-8 when it is valid UTF-8 (its mark, if any, dropped), else Big5, the code
 * page Excel on Traditional Chinese Windows saves a plain "CSV" in.
 */
function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes)
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('big5').decode(bytes)
  }
}

/**
 * Delimited text, in chunks with a break for the page between them (a file of many thousand rows
 * neither freezes the dialog nor loses its Cancel). Quoted fields may hold delimiters, quotes
 * and line breaks (RFC 4180); line ends may be CRLF or LF.
 */
async function parseDelimited(
  text: string,
  { signal, onProgress, chunkChars }: ReadOptions,
): Promise<Cell[][]> {
  const { default: Papa } = await import(/* webpackChunkName: "csv-reader" */ 'papaparse')
  signal?.throwIfAborted()
  return new Promise((resolve, reject) => {
    const rows: string[][] = []
    Papa.parse<string[]>(text, {
      delimiter: delimiterOf(text),
      chunkSize: chunkChars ?? CHUNK_CHARS,
      chunk: (results: ParseResult<string[]>, parser: Parser) => {
        for (const row of results.data) rows.push(row)
        onProgress?.(results.meta.cursor, text.length)
        parser.pause()
        void yieldToEventLoop().then(() => (signal?.aborted ? parser.abort() : parser.resume()))
      },
      complete: () => {
        if (signal?.aborted) reject(signal.reason)
        else resolve(rows)
      },
    })
  })
}

/**
 * The delimiter the header row uses most: comma, semicolon (Excel where the decimal mark is a
 * comma) or tab. papaparse's own guess needs several rows alike, and a file of one row and a
 * closing line break has too few.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/))
  const count = (delimiter: string) => header.split(delimiter).length
  return [',', ';', '\t'].reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best))
}

/**
 * The first sheet of a workbook. fflate, which read-excel-file unzips with, inflates a large part
 * (a sheet of some thousand rows) in a worker made from a blob: URL, which the site's
 * Content-Security-Policy refuses (worker-src 'self'), and the read would then wait forever. So the
 * parts are inflated here, at once, and handed on stored without compression: nothing is left
 * for a worker to do.
 */
async function readWorkbook(bytes: Uint8Array, { signal, onProgress }: ReadOptions): Promise<Cell[][]> {
  onProgress?.(0, 1)
  const [{ readSheet }, { unzipSync, zipSync }] = await Promise.all([
    import(/* webpackChunkName: "xlsx-reader" */ 'read-excel-file/universal'),
    import(/* webpackChunkName: "xlsx-reader" */ 'fflate'),
  ])
  signal?.throwIfAborted()
  let cells: Cell[][]
  try {
    const parts = unzipSync(bytes, { filter: (part) => /\.(xml|rels)$/.test(part.name) })
    cells = (await readSheet(zipSync(parts, { level: 0 }).slice().buffer)) as Cell[][]
  } catch {
    throw new UnreadableFileError('unreadable')
  }
  signal?.throwIfAborted()
  onProgress?.(1, 1)
  return cells
}
