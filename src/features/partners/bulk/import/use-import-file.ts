import { useEffect, useRef, useState } from 'react'

import { checkImportRows, type CheckedRow } from './import-rows'
import { lookUpRows, type LookupPhase } from './look-up-rows'
import { readSpreadsheet, UnreadableFileError } from './read-spreadsheet'
import { sheetRows, type SheetProblem, type SheetRow } from './sheet-rows'

/** Why a file gave no rows to check: the dialog says it beside the file field. */
export type FileProblem = (SheetProblem | { kind: 'type' | 'unreadable' | 'loadFailed' }) & {
  fileName: string
}

export type ReadingProgress = { phase: 'file' | LookupPhase; done: number; total: number }

/** Where an import is: choosing a file, reading and checking it, or showing its rows. */
export type ImportStep =
  | { step: 'choose'; problem?: FileProblem }
  | { step: 'reading'; fileName: string; progress: ReadingProgress }
  | { step: 'lookupFailed'; fileName: string; rows: SheetRow[]; error: unknown }
  | { step: 'preview'; fileName: string; rows: CheckedRow[] }

/**
 * A chosen file read, its rows matched to partners and checked (import-rows.ts), with progress
 * and Cancel. Nothing here writes: the dialog's Import hands the ready rows to the runner.
 * Closing the dialog cancels what is still being read.
 */
export function useImportFile() {
  const [state, setState] = useState<ImportStep>({ step: 'choose' })
  const running = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => running.current?.abort(), [])

  const start = () => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    return controller.signal
  }

  const check = async (fileName: string, rows: SheetRow[], signal: AbortSignal) => {
    try {
      const lookup = await lookUpRows(rows, {
        signal,
        onProgress: (phase, done, total) =>
          setState({ step: 'reading', fileName, progress: { phase, done, total } }),
      })
      if (!signal.aborted) setState({ step: 'preview', fileName, rows: checkImportRows(rows, lookup) })
    } catch (error) {
      if (!signal.aborted) setState({ step: 'lookupFailed', fileName, rows, error })
    }
  }

  const read = async (file: File) => {
    const signal = start()
    const fileName = file.name
    const progress = (done: number, total: number) =>
      setState({ step: 'reading', fileName, progress: { phase: 'file', done, total } })
    progress(0, 1)
    try {
      const sheet = sheetRows(await readSpreadsheet(file, { signal, onProgress: progress }))
      if (signal.aborted) return
      if (!sheet.ok) setState({ step: 'choose', problem: { ...sheet.problem, fileName } })
      else await check(fileName, sheet.rows, signal)
    } catch (error) {
      if (signal.aborted) return
      const kind =
        error instanceof UnreadableFileError
          ? error.kind
          : // A reader's code could not be fetched (offline, or a deploy replaced it).
            error instanceof Error && error.name === 'ChunkLoadError'
            ? 'loadFailed'
            : 'unreadable'
      setState({ step: 'choose', problem: { kind, fileName } })
    }
  }

  const retry = () => {
    if (state.step === 'lookupFailed') void check(state.fileName, state.rows, start())
  }

  /** Stops reading or checking, and forgets the file: the user chooses one again. */
  const chooseAgain = () => {
    running.current?.abort()
    setState({ step: 'choose' })
  }

  return { state, read: (file: File) => void read(file), retry, chooseAgain }
}
