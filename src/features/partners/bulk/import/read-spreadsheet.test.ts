import { zipSync } from 'fflate'
import writeXlsxFile from 'write-excel-file/universal'
import { describe, expect, test } from 'vitest'

import { readSpreadsheet, UnreadableFileError } from './read-spreadsheet'
import { sheetRows } from './sheet-rows'

const utf8 = (text: string) => new Blob([new TextEncoder().encode(text)])
const readRows = async (file: Blob, chunkChars?: number) =>
  sheetRows(await readSpreadsheet(file, { chunkChars }))

describe('reading a CSV file', () => {
  test("reads Excel's UTF-8 CSV: byte-order mark, CRLF, Chinese headers, quoted fields", async () => {
    const csv =
      '\uFEFF帳號,起日,迄日,原因\r\n' +
      'TW-D010012,2027-01-05,2027-01-06,"Stocktaking, yearly"\r\n' +
      'TW-S010040,2027/2/1,,"A ""quoted"" word\r\nand a second line"\r\n'
    expect(await readRows(utf8(csv))).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          accountNum: 'TW-D010012',
          from: '2027-01-05',
          to: '2027-01-06',
          reason: 'Stocktaking, yearly',
        },
        {
          row: 3,
          accountNum: 'TW-S010040',
          from: '2027-02-01',
          to: '',
          reason: 'A "quoted" word\r\nand a second line',
        },
      ],
    })
  })

  test('reads the same rows when the text comes in many small chunks', async () => {
    const lines = ['Account number,From,To,Reason']
    for (let n = 1; n <= 300; n += 1)
      lines.push(
        `TW-S${String(n).padStart(6, '0')},2027-03-${String((n % 28) + 1).padStart(2, '0')},,"Row ${n}, with ""quotes""\nover two lines"`,
      )
    const file = utf8(lines.join('\r\n'))
    const whole = await readSpreadsheet(file)
    const progress: number[] = []
    const chunked = await readSpreadsheet(file, { chunkChars: 97, onProgress: (done) => progress.push(done) })
    expect(chunked).toEqual(whole)
    expect(chunked).toHaveLength(301)
    expect(progress.length).toBeGreaterThan(100)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  test('reads semicolon- and tab-separated text, LF line ends, no byte-order mark', async () => {
    for (const separator of [';', '\t'])
      expect(
        await readRows(utf8(['From', 'Account number'].join(separator) + '\n2027-01-05' + separator + 'A\n')),
      ).toEqual({
        ok: true,
        rows: [{ row: 2, accountNum: 'A', from: '2027-01-05', to: '', reason: '' }],
      })
  })

  test('reads Big5, as Excel on Traditional Chinese Windows saves a CSV, and UTF-16', async () => {
    // 帳號,起日 / A,2027-01-05 in Big5.
    const big5 = new Uint8Array([
      0xb1, 0x62, 0xb8, 0xb9, 0x2c, 0xb0, 0x5f, 0xa4, 0xe9, 0x0d, 0x0a, 0x41, 0x2c, 0x32, 0x30, 0x32, 0x37,
      0x2d, 0x30, 0x31, 0x2d, 0x30, 0x35,
    ])
    const expected = { ok: true, rows: [{ row: 2, accountNum: 'A', from: '2027-01-05', to: '', reason: '' }] }
    expect(await readRows(new Blob([big5]))).toEqual(expected)
    const text = '帳號\t起日\r\nA\t2027-01-05'
    const utf16 = new Uint8Array(2 + text.length * 2)
    utf16.set([0xff, 0xfe])
    for (const [at, char] of [...text].entries())
      new DataView(utf16.buffer).setUint16(2 + at * 2, char.charCodeAt(0), true)
    expect(await readRows(new Blob([utf16]))).toEqual(expected)
  })

  test('stops when cancelled', async () => {
    const controller = new AbortController()
    const reading = readSpreadsheet(utf8('Account number,From\n' + 'A,2027-01-05\n'.repeat(2000)), {
      signal: controller.signal,
      chunkChars: 100,
      onProgress: () => controller.abort(),
    })
    await expect(reading).rejects.toThrow()
  })
})

describe('reading an Excel workbook', () => {
  const day = (text: string) => ({ value: new Date(`${text}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' })

  test('reads date cells as days, text dates as written, numbers as text', async () => {
    const workbook = await writeXlsxFile([
      [{ value: 'Reason' }, { value: 'Account number' }, { value: 'From' }, { value: 'To' }],
      [{ value: '年終盤點' }, { value: 'TW-D010012' }, day('2027-01-05'), day('2027-01-06')],
      [null, null, null, null],
      [{ value: 'x' }, { value: 12345 }, { value: '2027/2/1' }, { value: '1 Feb 2027' }],
    ]).toBlob()
    expect(await readRows(workbook)).toEqual({
      ok: true,
      rows: [
        { row: 2, accountNum: 'TW-D010012', from: '2027-01-05', to: '2027-01-06', reason: '年終盤點' },
        { row: 4, accountNum: '12345', from: '2027-02-01', to: '1 Feb 2027', reason: 'x' },
      ],
    })
  })

  test('reads a sheet of thousands of rows (parts large enough that fflate would use a worker)', async () => {
    // 4,500 rows: a sheet part of 0.53 MB, over fflate's 512 kB.
    const rows = Array.from({ length: 4500 }, (_, n) => [
      { value: `TW-S${String(n).padStart(6, '0')}` },
      day(`2027-0${(n % 9) + 1}-1${n % 10}`),
      null,
      { value: `A reason long enough to make the sheet large, row ${n}` },
    ])
    const workbook = await writeXlsxFile([
      [{ value: 'Account number' }, { value: 'From' }, { value: 'To' }, { value: 'Reason' }],
      ...rows,
    ]).toBlob()
    const result = await readRows(workbook)
    expect(result.ok && result.rows).toHaveLength(4500)
    expect(result.ok && result.rows.at(-1)).toEqual({
      row: 4501,
      accountNum: 'TW-S004499',
      from: '2027-09-19',
      to: '',
      reason: 'A reason long enough to make the sheet large, row 4499',
    })
    // Writing and reading a workbook this size takes a few seconds on a loaded machine.
  }, 30_000)

  test('refuses an old binary .xls, a broken workbook and binary data', async () => {
    const xls = new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])])
    await expect(readSpreadsheet(xls)).rejects.toEqual(new UnreadableFileError('type'))
    const notAWorkbook = new Blob([zipSync({ 'hello.txt': new TextEncoder().encode('hi') })])
    await expect(readSpreadsheet(notAWorkbook)).rejects.toEqual(new UnreadableFileError('unreadable'))
    const truncated = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])])
    await expect(readSpreadsheet(truncated)).rejects.toEqual(new UnreadableFileError('unreadable'))
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d])])
    await expect(readSpreadsheet(png)).rejects.toEqual(new UnreadableFileError('type'))
  })
})
