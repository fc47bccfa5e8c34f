import { resourcesShowing, type ResourceName } from '@/lib/data-service/resources'

import type { BulkChange, BulkTarget, SkipReason, UndoStep, Words } from '../bulk-change'

type WritingChange = {
  title: Words
  targets: readonly BulkTarget[]
  /** What the change writes: its queries, and those read through it, refresh when the run ends. */
  resource: ResourceName
  /**
   * One partner's writes, each one's undo step pushed onto `written` as soon as it is written.
   * Resolves with why nothing was written, which counts only when nothing was.
   */
  write: (target: BulkTarget, written: UndoStep[], signal: AbortSignal) => Promise<SkipReason>
}

/**
 * A bulk change whose step writes, and remembers what it wrote for each partner for as long as
 * the change lives. The runner tries a failed step again from its start: a step that wrote part
 * of its work (one closure of two) before failing then finds that part there already, and
 * without this memory would report it as there before the run and lose its undo.
 */
export function writingChange({ title, targets, resource, write }: WritingChange): BulkChange {
  const writtenFor = new Map<number, UndoStep[]>()
  return {
    title,
    targets,
    resources: resourcesShowing(resource),
    step: async (target, signal) => {
      const written = writtenFor.get(target.id) ?? []
      writtenFor.set(target.id, written)
      const reason = await write(target, written, signal)
      return written.length > 0 ? { kind: 'done', undo: [...written] } : { kind: 'skipped', reason }
    },
  }
}
