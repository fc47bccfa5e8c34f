/** Injected by gatsby-node (webpack DefinePlugin) and vitest.config.ts at build time. */
declare const __BUILD_VERSION__: string
declare const __BUILD_TIME__: string

declare module '*.module.css' {
  const classes: Record<string, string>
  export = classes
}
