import { vi } from 'vitest'

/**
 * An IntersectionObserver the test moves (happy-dom's never reports anything):
 * `scrollIntoView()` brings everything it watches into view.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = []
  readonly watched = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this)
  }
  observe(element: Element) {
    this.watched.add(element)
  }
  unobserve(element: Element) {
    this.watched.delete(element)
  }
  disconnect() {
    this.watched.clear()
  }
  takeRecords() {
    return []
  }
  scrollIntoView() {
    const entries = [...this.watched].map((target) => ({ target, isIntersecting: true }))
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}

/** Every element observed is in view at once, as on a screen tall enough for the whole page. */
class InViewObserver extends FakeIntersectionObserver {
  override observe(element: Element) {
    super.observe(element)
    queueMicrotask(() => this.scrollIntoView())
  }
}

/** Installs FakeIntersectionObserver (or, with `everything`, one that sees every element in view). */
export function stubIntersectionObserver({ everything = false } = {}) {
  FakeIntersectionObserver.all = []
  vi.stubGlobal('IntersectionObserver', everything ? InViewObserver : FakeIntersectionObserver)
}
