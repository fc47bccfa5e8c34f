import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react'

import { ErrorBoundary } from './ui/error-boundary'
import { PartLoadFailed } from './ui/part-load-failed'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>

const nothing = () => null

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
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./dialog'), 'MessageDialog')`
 * renders `MessageDialog` once its chunk has loaded. The code base exports components by name,
 * and `lazy` takes a default export only.
 *
 * A chunk that fails to load (offline, and not kept by the offline worker; or gone after a
 * deploy) fails where the component renders, not the page: PartLoadFailed takes its place, with
 * Try again, and the rest of the page stays; a part that only repeats what the page says
 * (`optional`: a map beside the address it draws) leaves its place empty instead, silently. An error the
 * component itself throws once loaded goes on to the boundaries above, as any other component's.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  /**
   * `compact`: it sits in a slot the size of a button, where only Try again fits. `optional`: the
   * page loses nothing without it, and says nothing when its code cannot be loaded.
   */
  { compact = false, optional = false }: { compact?: boolean; optional?: boolean } = {},
): LazyNamed<Module[Name]> {
  type Component = Module[Name]
  let loaded: Component | undefined
  let loading: Promise<Component> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined // the next load tries again (offline, then online)
        throw error
      },
    ))
  // An optional part whose code is missing renders nothing, as if it had nothing to show: no
  // boundary catches it, so nothing is logged as an error.
  const newLazy = () =>
    lazy(async () => ({ default: optional ? await loadOnce().catch(() => nothing) : await loadOnce() }))
  // React.lazy keeps a rejection for good, and React renders a failed part once more by itself:
  // only Try again replaces it, so that second render fails at once instead of loading again.
  let Lazy = newLazy()
  const tryAgain = (reset: () => void) => () => {
    if (loaded === undefined) Lazy = newLazy()
    reset()
  }

  /** An instance rendered before the code came: it waits for it, or fails on its own. */
  function Pending(props: ComponentProps<Component>) {
    // Chosen once per instance: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy)
    return createElement(Component, props)
  }

  function LazyNamedComponent(props: ComponentProps<Component>) {
    const [ready] = useState(() => loaded !== undefined)
    if (ready) return createElement(loaded as AnyComponent, props)
    return createElement(ErrorBoundary, {
      fallback: (error: unknown, retry: () => void) => {
        // Loaded, and then it threw: not a load failure, and not this boundary's to show.
        if (loaded !== undefined) throw error
        return createElement(PartLoadFailed, { onRetry: tryAgain(retry), compact })
      },
      onError: (error: unknown) => {
        if (loaded === undefined) console.warn(`${String(name)} could not be loaded:`, error)
      },
      children: createElement(Pending, props),
    })
  }
  LazyNamedComponent.displayName = `LazyNamed(${String(name)})`
  return Object.assign(LazyNamedComponent, {
    preload: () => loadOnce().then(() => undefined),
  })
}
