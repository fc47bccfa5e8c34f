import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./dialog'), 'MessageDialog')`
 * renders `MessageDialog` once its chunk has loaded. The code base exports components by name,
 * and `lazy` takes a default export only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }))
}
