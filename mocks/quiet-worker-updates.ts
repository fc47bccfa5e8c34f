type Updatable = { update(): Promise<unknown> }

/**
 * Until the returned function is called, a failed `update()` of a service worker registration is
 * logged instead of left unhandled. msw's start() calls `registration.update()` on its already
 * registered worker without waiting for or catching the result (msw #2006); see browser.ts.
 */
export function quietWorkerUpdates(
  prototype: Updatable,
  warn: (...args: unknown[]) => void = console.warn,
): () => void {
  const update = prototype.update
  prototype.update = function updateQuietly(this: Updatable) {
    const updating = update.call(this)
    // The caller still sees the rejection if it waits; nobody else is told about it.
    updating.catch((error: unknown) =>
      warn('[mocks] The mock service worker could not be updated; the installed one answers.', error),
    )
    return updating
  }
  return () => {
    prototype.update = update
  }
}
