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
 * for the screens; what drives the run is the run owner's, below.
 */
export const useBulkRunStore = create<RunState>()(() => ({}))

/** Progress reaches the screens at most ten times a second, however fast the lines come. */
export const PROGRESS_EVERY_MS = 100

/** How a change runs and where its data shows: an undo or a retry of it runs the same way. */
type RunContext = { queryClient: QueryClient; settings: RunSettings }

/** One pass of the runner (a change, or its retry of the failed lines) and its lines on their way. */
type Launch = {
  change: BulkChange
  /** The runner's handle while it runs; gone once the pass has ended. */
  run?: BulkRun
  /** Which report line each retried partner's new line replaces. */
  replacing: ReadonlyMap<number, number>
  /** Lines finished since the last progress update. */
  pending: ItemResult[]
  flushTimer?: ReturnType<typeof setTimeout>
}

const isRunning = (run: CurrentRun | undefined) => run?.status === 'running' || run?.status === 'cancelling'

function setRun(change: (run: CurrentRun) => Partial<CurrentRun>) {
  useBulkRunStore.setState(({ run }) => (run ? { run: { ...run, ...change(run) } } : {}))
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

/**
 * The one owner of what drives a bulk run, through its life: started (a change and how it runs),
 * running (one launch at a time: the change, then any retry of its failed lines), ended (the
 * report open, the launch kept for Retry failed, the context for Undo), dismissed (the context
 * kept for Undo), and forgotten when the session ends. The store holds what the screens read.
 */
class BulkRunOwner {
  private lastId = 0
  /** The current run's latest launch, kept after it ends for its retries; none once dismissed. */
  private launch?: Launch
  /** How the last change ran; its undo runs the same way. */
  private context?: RunContext

  start(change: BulkChange, context: RunContext): boolean {
    if (isRunning(useBulkRunStore.getState().run)) return false
    this.context = context
    this.lastId += 1
    const isUndo = change.isUndo ?? false
    useBulkRunStore.setState(({ lastChange }) => ({
      run: runStarted({ id: this.lastId, title: change.title, total: change.targets.length, isUndo }),
      // An undo takes back the last change once: it cannot be undone again.
      lastChange: isUndo ? undefined : lastChange,
    }))
    this.launchRun(change, change.targets, new Map())
    return true
  }

  cancel(): boolean {
    if (useBulkRunStore.getState().run?.status !== 'running') return false
    setRun(() => ({ status: 'cancelling' }))
    this.launch?.run?.cancel()
    return true
  }

  retryFailed(): boolean {
    const { run } = useBulkRunStore.getState()
    const launch = this.launch
    if (!run || isRunning(run) || !launch) return false
    const replacing = failedLines(run.results)
    if (replacing.size === 0) return false
    const targets = run.results.flatMap((line) => (line.kind === 'failed' ? [line.target] : []))
    setRun(() => ({ status: 'running', failed: run.failed - targets.length, canUndo: false }))
    this.launchRun(launch.change, targets, replacing)
    return true
  }

  undoLast(): boolean {
    const { run, lastChange } = useBulkRunStore.getState()
    if (isRunning(run) || !lastChange || !this.context) return false
    const change = undoChange(lastChange.results, lastChange.title)
    return this.start({ ...change, isUndo: true }, this.context)
  }

  dismiss(): boolean {
    if (isRunning(useBulkRunStore.getState().run)) return false
    useBulkRunStore.setState({ run: undefined })
    this.launch = undefined
    setBulkRunPresent(false)
    return true
  }

  /**
   * The session ended (lib/auth/end-session): the run starts no new write, and its report, its
   * undo copies and its panel go with the session's other data.
   */
  forget() {
    const launch = this.launch
    launch?.run?.cancel()
    if (launch) clearTimeout(launch.flushTimer)
    this.launch = undefined
    this.context = undefined
    window.removeEventListener('beforeunload', askBeforeLeaving)
    useBulkRunStore.setState({ run: undefined, lastChange: undefined })
    setBulkRunPresent(false)
  }

  /** Runs `targets` with `change`'s step, their lines going where `replacing` says. */
  private launchRun(
    change: BulkChange,
    targets: readonly BulkTarget[],
    replacing: ReadonlyMap<number, number>,
  ) {
    window.addEventListener('beforeunload', askBeforeLeaving)
    setBulkRunPresent(true, true)
    const launch: Launch = { change, replacing, pending: [] }
    this.launch = launch
    const onResult = (line: ItemResult) => {
      // A launch forgotten or replaced reports nowhere.
      if (this.launch !== launch) return
      launch.pending.push(line)
      launch.flushTimer ??= setTimeout(() => this.flush(launch), PROGRESS_EVERY_MS)
    }
    const run = runBulk({ ...change, targets }, { ...this.context?.settings, onResult })
    launch.run = run
    const ended = (cancelled: boolean) => {
      if (this.launch === launch) this.end(launch, cancelled)
    }
    void run.finished.then(
      (end) => ended(end.cancelled),
      (error: unknown) => {
        ended(false)
        throw error
      },
    )
  }

  /** Puts the lines that finished since the last time into the report, in one update. */
  private flush(launch: Launch) {
    clearTimeout(launch.flushTimer)
    launch.flushTimer = undefined
    if (launch.pending.length === 0 || this.launch !== launch) return
    const lines = launch.pending
    launch.pending = []
    const added = countLines(lines)
    setRun((run) => ({
      results: mergeLines(run.results, lines, launch.replacing),
      done: run.done + added.done,
      skipped: run.skipped + added.skipped,
      failed: run.failed + added.failed,
    }))
  }

  private end(launch: Launch, cancelled: boolean) {
    this.flush(launch)
    window.removeEventListener('beforeunload', askBeforeLeaving)
    const { run } = useBulkRunStore.getState()
    const context = this.context
    if (!run || !context) return
    setBulkRunPresent(true, false)
    // The runner's copy of the lines goes: the report in the store is the one kept.
    launch.run = undefined
    const written = run.results.some((line) => line.kind === 'done' && line.undo.length > 0)
    useBulkRunStore.setState(({ lastChange }) => ({
      run: {
        ...run,
        ...countLines(run.results),
        status: cancelled ? 'cancelled' : 'finished',
        canUndo: !run.isUndo && written,
      },
      // The last change, once it has written something; an undo leaves none (see start).
      lastChange: run.isUndo ? lastChange : written ? { title: run.title, results: run.results } : undefined,
    }))
    refreshShown(context.queryClient, launch.change.resources)
  }
}

const owner = new BulkRunOwner()
forgetWithSession(() => owner.forget())

/**
 * Starts a bulk change as the current run; false, and nothing started, while another is running
 * (one at a time: two would share the service's patience and the user's attention).
 */
export function startBulkChange(
  change: BulkChange,
  queryClient: QueryClient,
  settings: RunSettings = {},
): boolean {
  return owner.start(change, { queryClient, settings })
}

/** A run as it starts: nothing ended yet. */
export function runStarted(run: Pick<CurrentRun, 'id' | 'title' | 'total' | 'isUndo'>): CurrentRun {
  return { ...run, done: 0, skipped: 0, failed: 0, status: 'running', results: [], canUndo: false }
}

/** No new step starts; those in flight finish and are reported. */
export function cancelRun(): boolean {
  return owner.cancel()
}

/** Runs the step again for the failed partners only; their new lines replace the failed ones. */
export function retryFailed(): boolean {
  return owner.retryFailed()
}

/** Takes back what the last change wrote, in reverse, as a run of its own (progress, report, retry). */
export function undoLastChange(): boolean {
  return owner.undoLast()
}

/** Closes an ended run's report; the last change can still be undone. */
export function dismissRun(): boolean {
  return owner.dismiss()
}
