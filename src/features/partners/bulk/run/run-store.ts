import type { QueryClient } from '@tanstack/react-query'
import { create } from 'zustand'

import { forgetWithSession } from '@/lib/auth/session-memory'
import { resourcesShowing, type ResourceName } from '@/lib/data-service/resources'
import { setBulkRunPresent } from '@/stores/bulk-run-presence'

import { partnerQueries } from '../../api/partner-queries'

import type { BulkChange, BulkTarget, ItemResult, Words } from './bulk-change'
import { runBulk, type BulkRun, type BulkRunOptions } from './bulk-runner'
import { undoChange } from './changes/undo'
import { countLines, failedLines, mergeLines } from './report-lines'

type BulkRunStatus = 'running' | 'cancelling' | 'finished' | 'cancelled'

/** The one bulk change running, or ended with its report open. */
export type CurrentRun = {
  id: number
  title: Words
  total: number
  /** Lines so far; while failed lines are retried, they leave `failed` until they end again. */
  done: number
  skipped: number
  failed: number
  status: BulkRunStatus
  /** The report: a line per partner whose step ran, retries merged into their partner's line. */
  results: readonly ItemResult[]
  /** Ended, not an undo, and something was written that can be taken back. */
  canUndo: boolean
  isUndo: boolean
}

/** The last change that wrote something, kept after its report is closed so it can be undone. */
type UndoableChange = { title: Words; results: readonly ItemResult[] }

type RunState = { run?: CurrentRun; lastChange?: UndoableChange }

/** The runner's clock, waits and width: tests put their own; the app takes the defaults. */
export type RunSettings = Omit<BulkRunOptions, 'onResult' | 'signal'>

/**
 * The current bulk change: loaded with the bulk code, never with a page. Its state is plain data
 * for the screens; what drives the run sits beside it, in this module.
 */
export const useBulkRunStore = create<RunState>()(() => ({}))

/** Progress reaches the screens at most ten times a second, however fast the lines come. */
export const PROGRESS_EVERY_MS = 100

/** The change whose step retries run, the run in flight, and where its retried lines go. */
let active: { change: BulkChange; run?: BulkRun; replacing: ReadonlyMap<number, number> } | undefined
/** Where the last change's data shows, and how it ran: an undo or a retry runs the same way. */
let session: { queryClient: QueryClient; settings: RunSettings } | undefined
let lastId = 0
let pending: ItemResult[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined

const isRunning = (run: CurrentRun | undefined) => run?.status === 'running' || run?.status === 'cancelling'

function setRun(change: (run: CurrentRun) => Partial<CurrentRun>) {
  useBulkRunStore.setState(({ run }) => (run ? { run: { ...run, ...change(run) } } : {}))
}

/** Puts the lines that finished since the last time into the report, in one update. */
function flush() {
  clearTimeout(flushTimer)
  flushTimer = undefined
  if (pending.length === 0 || !active) return
  const lines = pending
  const { replacing } = active
  pending = []
  const added = countLines(lines)
  setRun((run) => ({
    results: mergeLines(run.results, lines, replacing),
    done: run.done + added.done,
    skipped: run.skipped + added.skipped,
    failed: run.failed + added.failed,
  }))
}

/** Where `launched`'s lines go: into the report while it is the active run, nowhere after. */
const linesOf = (launched: NonNullable<typeof active>) => (line: ItemResult) => {
  if (active !== launched) return
  pending.push(line)
  flushTimer ??= setTimeout(flush, PROGRESS_EVERY_MS)
}

/** Leaving would stop the run halfway, with no report: the browser asks first. */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Chrome and Edge before 119 ask only when returnValue is set as well.
  event.returnValue = true
}

/** Every screen showing what a run may have changed reads it again: its resources and the lists. */
function refreshShown(queryClient: QueryClient, resources: readonly ResourceName[]) {
  const shown = new Set(resources.flatMap(resourcesShowing))
  for (const resource of shown) void queryClient.invalidateQueries({ queryKey: [resource] })
  void queryClient.invalidateQueries({ queryKey: partnerQueries.lists() })
}

function finish(cancelled: boolean) {
  flush()
  window.removeEventListener('beforeunload', askBeforeLeaving)
  const { run } = useBulkRunStore.getState()
  if (!run || !active || !session) return
  setBulkRunPresent(true, false)
  // The runner's copy of the lines goes: the report in the store is the one kept.
  active.run = undefined
  const written = run.results.some((line) => line.kind === 'done' && line.undo.length > 0)
  useBulkRunStore.setState(({ lastChange }) => ({
    run: {
      ...run,
      ...countLines(run.results),
      status: cancelled ? 'cancelled' : 'finished',
      canUndo: !run.isUndo && written,
    },
    // The last change, once it has written something; an undo leaves none (see startBulkChange).
    lastChange: run.isUndo ? lastChange : written ? { title: run.title, results: run.results } : undefined,
  }))
  refreshShown(session.queryClient, active.change.resources)
}

/** Runs `targets` with `change`'s step, their lines going where `replacing` says. */
function launch(change: BulkChange, targets: readonly BulkTarget[], replacing: ReadonlyMap<number, number>) {
  window.addEventListener('beforeunload', askBeforeLeaving)
  setBulkRunPresent(true, true)
  const launched: NonNullable<typeof active> = { change, replacing }
  active = launched
  const run = runBulk({ ...change, targets }, { ...session?.settings, onResult: linesOf(launched) })
  launched.run = run
  const ended = (cancelled: boolean) => {
    if (active === launched) finish(cancelled)
  }
  void run.finished.then(
    (end) => ended(end.cancelled),
    (error: unknown) => {
      ended(false)
      throw error
    },
  )
}

/**
 * Starts a bulk change as the current run; false, and nothing started, while another is running
 * (one at a time: two would share the service's patience and the user's attention).
 */
export function startBulkChange(
  change: BulkChange,
  queryClient: QueryClient,
  settings: RunSettings = {},
): boolean {
  if (isRunning(useBulkRunStore.getState().run)) return false
  session = { queryClient, settings }
  lastId += 1
  const isUndo = change.isUndo ?? false
  useBulkRunStore.setState(({ lastChange }) => ({
    run: runStarted({ id: lastId, title: change.title, total: change.targets.length, isUndo }),
    // An undo takes back the last change once: it cannot be undone again.
    lastChange: isUndo ? undefined : lastChange,
  }))
  launch(change, change.targets, new Map())
  return true
}

/** A run as it starts: nothing ended yet. */
export function runStarted(run: Pick<CurrentRun, 'id' | 'title' | 'total' | 'isUndo'>): CurrentRun {
  return { ...run, done: 0, skipped: 0, failed: 0, status: 'running', results: [], canUndo: false }
}

/** No new step starts; those in flight finish and are reported. */
export function cancelRun(): boolean {
  if (useBulkRunStore.getState().run?.status !== 'running') return false
  setRun(() => ({ status: 'cancelling' }))
  active?.run?.cancel()
  return true
}

/** Runs the step again for the failed partners only; their new lines replace the failed ones. */
export function retryFailed(): boolean {
  const { run } = useBulkRunStore.getState()
  if (!run || isRunning(run) || !active) return false
  const replacing = failedLines(run.results)
  if (replacing.size === 0) return false
  const targets = run.results.flatMap((line) => (line.kind === 'failed' ? [line.target] : []))
  setRun(() => ({ status: 'running', failed: run.failed - targets.length, canUndo: false }))
  launch(active.change, targets, replacing)
  return true
}

/** Takes back what the last change wrote, in reverse, as a run of its own (progress, report, retry). */
export function undoLastChange(): boolean {
  const { run, lastChange } = useBulkRunStore.getState()
  if (isRunning(run) || !lastChange || !session) return false
  const change = undoChange(lastChange.results, lastChange.title)
  return startBulkChange({ ...change, isUndo: true }, session.queryClient, session.settings)
}

/**
 * The session ended (lib/auth/end-session): the run starts no new write, and its report, its undo
 * copies and its panel go with the session's other data.
 */
function forgetRun() {
  active?.run?.cancel()
  clearTimeout(flushTimer)
  flushTimer = undefined
  pending = []
  active = undefined
  session = undefined
  window.removeEventListener('beforeunload', askBeforeLeaving)
  useBulkRunStore.setState({ run: undefined, lastChange: undefined })
  setBulkRunPresent(false)
}
forgetWithSession(forgetRun)

/** Closes an ended run's report; the last change can still be undone. */
export function dismissRun(): boolean {
  if (isRunning(useBulkRunStore.getState().run)) return false
  useBulkRunStore.setState({ run: undefined })
  active = undefined
  setBulkRunPresent(false)
  return true
}
