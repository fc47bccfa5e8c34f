import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>

/** What can load its code ahead of rendering: a LazyNamed component. */
export type Preloadable = {
  /**
   * Loads the chunk now. A component first rendered after this has settled renders at once,
   * without suspending: no fallback is committed, so React does not hold the content back
   * (it reveals content that replaces a fallback at most every 300 ms).
   */
  preload: () => Promise<void>
}

export type LazyNamed<Component extends AnyComponent> = ComponentType<ComponentProps<Component>> & Preloadable

/**
 * Once `wait` lets it go on (afterFirstDataShown, afterFirstAnswer), loads `chunks`, then runs
 * `run` when every one has loaded or failed to (a component whose chunk failed tries again where
 * it renders, and reports the failure there). Returns what cancels it, at either step.
 */
export function loadAfter(
  wait: (next: () => void) => () => void,
  chunks: readonly Preloadable[],
  run: () => void,
): () => void {
  let live = true
  const cancelWaiting = wait(() => {
    void Promise.allSettled(chunks.map((chunk) => chunk.preload())).then(() => {
      if (live) run()
    })
  })
  return () => {
    live = false
    cancelWaiting()
  }
}

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./dialog'), 'MessageDialog')`
 * renders `MessageDialog` once its chunk has loaded. The code base exports components by name,
 * and `lazy` takes a default export only.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyNamed<Module[Name]> {
  type Component = Module[Name]
  let loaded: Component | undefined
  let loading: Promise<Component> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined // a later render tries again (offline, then online)
        throw error
      },
    ))
  const Lazy = lazy(async () => ({ default: await loadOnce() }))

  function LazyNamedComponent(props: ComponentProps<Component>) {
    // Chosen once per instance: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }
  LazyNamedComponent.displayName = `LazyNamed(${String(name)})`
  return Object.assign(LazyNamedComponent, {
    preload: () => loadOnce().then(() => undefined),
  })
}
