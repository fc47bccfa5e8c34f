import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>

export type LazyNamed<Component extends AnyComponent> = ComponentType<ComponentProps<Component>> & {
  /**
   * Loads the chunk now. A component first rendered after this has settled renders at once,
   * without suspending: no fallback is committed, so React does not hold the content back
   * (it reveals content that replaces a fallback at most every 300 ms).
   */
  preload: () => Promise<void>
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
