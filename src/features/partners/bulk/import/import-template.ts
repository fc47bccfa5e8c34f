import type { TFunction } from 'i18next'

import { downloadBlob, downloadText, toCsv } from '@/lib/csv'

import { IMPORT_COLUMNS } from './sheet-rows'

/**
 * The file to start an import from: the columns' headers in the user's language (the import
 * reads either language's, sheet-rows.ts) and one example row, a closure of two days early next
 * year. The example's account number names no partner, so a template imported as it is adds
 * nothing and says why.
 */
export function templateRows(t: TFunction<'run'>, today = new Date()) {
  const year = today.getFullYear() + 1
  return {
    header: IMPORT_COLUMNS.map((column) => t(`import.columns.${column}`)),
    example: {
      accountNum: t('import.template.exampleAccount'),
      from: `${year}-01-05`,
      to: `${year}-01-06`,
      reason: t('import.template.exampleReason'),
    },
  }
}

export function csvTemplate(t: TFunction<'run'>): string {
  const { header, example } = templateRows(t)
  return toCsv(header, [IMPORT_COLUMNS.map((column) => example[column])])
}

export function downloadCsvTemplate(t: TFunction<'run'>) {
  downloadText(csvTemplate(t), `${t('import.template.fileName')}.csv`)
}

/** The same as a workbook, its days real date cells; its writer is fetched on the first click. */
export async function xlsxTemplate(t: TFunction<'run'>): Promise<Blob> {
  const { default: writeXlsxFile } = await import(
    /* webpackChunkName: "xlsx-writer" */ 'write-excel-file/universal'
  )
  const { header, example } = templateRows(t)
  const day = (text: string) => ({ value: new Date(`${text}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' })
  return writeXlsxFile(
    [
      header.map((value) => ({ value, fontWeight: 'bold' as const })),
      [
        { value: example.accountNum, type: String },
        day(example.from),
        day(example.to),
        { value: example.reason, type: String },
      ],
    ],
    { columns: [{ width: 18 }, { width: 12 }, { width: 12 }, { width: 28 }] },
  ).toBlob()
}

export async function downloadXlsxTemplate(t: TFunction<'run'>) {
  downloadBlob(await xlsxTemplate(t), `${t('import.template.fileName')}.xlsx`)
}
