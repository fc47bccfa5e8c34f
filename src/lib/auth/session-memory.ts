/**
 * What modules loaded later (a bulk change's report and undo copies, a list's selection) hold in
 * memory for the session. Each registers how to forget it; endSession forgets it all first, so no
 * partner data outlives the session and no write of the old session starts after it.
 */
const forgetters = new Set<() => void>()

/** Registers `forget` to run when the session ends; returns how to take it back. */
export function forgetWithSession(forget: () => void): () => void {
  forgetters.add(forget)
  return () => forgetters.delete(forget)
}

/** Runs every registered forget (endSession does, first of all). */
export function forgetSessionMemory(): void {
  for (const forget of forgetters) forget()
}
