import 'react'

// `inert` (https://html.spec.whatwg.org/#the-inert-attribute): React 18 passes it through as an
// attribute and its types do not list it. Present ("") or absent (undefined), never a boolean.
declare module 'react' {
  // The type parameter must be named as React names it for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined
  }
}
