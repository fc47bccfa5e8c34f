/**
 * The one value the document's first script (src/app/first-data/first-script.ts) hands the app.
 * They are two bundles (esbuild inlines the first script in every page's head; webpack builds
 * the app), so window is what both reach: under one name, `window.__bpFirstScript`, typed here
 * and read and written through this file only (e2e/first-data.spec.ts and the unit tests of
 * first-requests.ts and show-first-values.ts check both ends).
 */

/** A data-service request the first script sent, for the app to adopt (data-service/first-requests.ts). */
export type FirstRequest = {
  /** Known only once the token is: a data request waits for it, and so does its adoption. */
  authorization: Promise<string | null>
  response: Promise<Response>
  startedAt: number
}

/** What the first script showed of a partner before the app ran (docs/decisions/019). */
type ShownFirstValues = {
  address: string
  values: Readonly<Partial<Record<string, string>>>
  at: number
}

export type FirstScriptHandOff = {
  /** By method, address and body: each is adopted once, then taken out. */
  requests: Map<string, FirstRequest>
  shownValues?: ShownFirstValues
}

type WithHandOff = { __bpFirstScript?: FirstScriptHandOff }

/** The hand-off, made on first use by either side; undefined outside a browser (the build). */
export function firstScriptHandOff(): FirstScriptHandOff | undefined {
  if (typeof window === 'undefined') return undefined
  const holder = window as unknown as WithHandOff
  return (holder.__bpFirstScript ??= { requests: new Map() })
}

/** For tests: a page that has not run its first script. */
export function forgetFirstScriptHandOff(): void {
  if (typeof window !== 'undefined') delete (window as unknown as WithHandOff).__bpFirstScript
}
