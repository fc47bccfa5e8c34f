import 'react'

// Element Timing (https://w3c.github.io/element-timing/): the browser reports when an element
// carrying this attribute has been painted (lib/page-load/phases.ts).
declare module 'react' {
  // The type parameter must be named as React names it for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
