/**
 * The turn long work gives the browser between its slices (lib/in-slices.ts), on its own so that
 * a list's first load, which yields between requests (data-service/http-gateway.ts), does not
 * carry the slicing itself.
 */

type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task, letting the browser handle input and paint in between. Uses
 * scheduler.yield where there is one (its continuation goes ahead of other tasks, so the work is
 * not pushed to the back of the queue); otherwise a MessageChannel message, which, unlike
 * setTimeout(0), is not clamped to 4 ms after a few nested calls.
 */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}
