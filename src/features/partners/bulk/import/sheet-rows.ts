/**
 * From a spreadsheet's cells to the rows of an import: which column is which (by its header, in
 * either language, in any order), and each row's account number, days and reason as text. What
 * a row means (a partner, a problem) is import-rows.ts's; this only reads.
 */

export const IMPORT_COLUMNS = ['accountNum', 'from', 'to', 'reason'] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** The columns a file must have; `to` (one day when empty) and `reason` may be left out. */
const REQUIRED: readonly ImportColumn[] = ['accountNum', 'from']

/**
 * The headers each column is known by: the template's, in English and Traditional Chinese
 * (locales/{en,zh-TW}/bulk.json import.columns; a test holds them together), the field names the
 * data service uses, and the words people write instead. Compared without case or spaces.
 */
const HEADERS: Record<ImportColumn, readonly string[]> = {
  accountNum: ['accountNum', 'Account number', 'Account no', 'Account', '帳號', '客戶帳號'],
  from: ['from', 'From date', 'Start', '起', '起日', '開始日期'],
  to: ['to', 'To date', 'End', '迄', '迄日', '結束日期'],
  reason: ['reason', '原因', '事由'],
}

/** A header as compared: NFKC (full-width letters and spaces), no case, no spaces, no BOM. */
const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\uFEFF]/g, '')
    .toLowerCase()

const COLUMN_OF_HEADER = new Map(
  IMPORT_COLUMNS.flatMap((column) => HEADERS[column].map((header) => [headerKey(header), column] as const)),
)

/** Which column a header names, if any: extra columns are ignored. */
export function columnOfHeader(header: Cell): ImportColumn | undefined {
  return COLUMN_OF_HEADER.get(headerKey(cellText(header)))
}

/** A row of the file as the import reads it; `row` is its number in the spreadsheet (header = 1). */
export type SheetRow = { row: number; accountNum: string; from: string; to: string; reason: string }

export type SheetProblem = { kind: 'missingColumns'; columns: ImportColumn[] } | { kind: 'noRows' }

export type SheetRows = { ok: true; rows: SheetRow[] } | { ok: false; problem: SheetProblem }

/** A cell read by the CSV reader (text) or the XLSX reader (text, number, boolean, Date, null). */
export type Cell = string | number | boolean | Date | null | undefined

/**
 * The rows below the header, numbered as the spreadsheet shows them. Empty rows are passed over
 * (they still count in the numbering); a header that names no known column is ignored, and the
 * first of two headers naming the same column wins.
 */
export function sheetRows(cells: readonly (readonly Cell[])[]): SheetRows {
  const index = new Map<ImportColumn, number>()
  for (const [at, header] of (cells[0] ?? []).entries()) {
    const column = columnOfHeader(header)
    if (column && !index.has(column)) index.set(column, at)
  }
  const missing = REQUIRED.filter((column) => !index.has(column))
  if (missing.length > 0) return { ok: false, problem: { kind: 'missingColumns', columns: missing } }

  const read = (row: readonly Cell[], column: ImportColumn, text: (cell: Cell) => string) => {
    const at = index.get(column)
    return at === undefined ? '' : text(row[at])
  }
  const rows: SheetRow[] = []
  for (const [at, row] of cells.entries()) {
    if (at === 0 || row.every((cell) => cellText(cell) === '')) continue
    rows.push({
      row: at + 1,
      accountNum: read(row, 'accountNum', cellText),
      from: read(row, 'from', cellDay),
      to: read(row, 'to', cellDay),
      reason: read(row, 'reason', cellText),
    })
  }
  return rows.length > 0 ? { ok: true, rows } : { ok: false, problem: { kind: 'noRows' } }
}

/** A cell as trimmed text; a date cell as its day. */
function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return cellDay(cell)
  return String(cell).trim()
}

const pad = (value: number | string) => String(value).padStart(2, '0')

/** yyyy-MM-dd or yyyy/MM/dd, month and day with one digit or two, the same mark twice. */
const WRITTEN_DAY = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/

/**
 * A day as yyyy-MM-dd: an Excel date cell (read-excel-file gives a Date at midnight UTC, since
 * Excel dates have no time zone), or text written yyyy-MM-dd or yyyy/MM/dd (Excel's own way in
 * Taiwan, often without leading zeros). Anything else comes back as written, and the import's
 * rule calls it "not a date"; so does a day that does not exist (2026-02-30).
 */
export function cellDay(cell: Cell): string {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return ''
    return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`
  }
  const text = cellText(cell)
  const written = WRITTEN_DAY.exec(text)
  if (!written) return text
  const [, year = '', , month = '', day = ''] = written
  return `${year}-${pad(month)}-${pad(day)}`
}
