/**
 * Makes the browser load its internationalisation data while the page waits for its scripts,
 * off the main thread. A page's first Intl formatter is slow in Chromium (it loads
 * its ICU data: DateTimeFormat, NumberFormat, DisplayNames alike; the next ones well under a
 * millisecond), and the first render of a list or a partner needs several (dates, numbers,
 * country names, sorted filter options). ICU keeps that data for the whole browser process, so
 * when a worker has built one formatter of each kind, the page's own first ones cost under a
 * millisecond each. Done on the main thread instead, it was a long task of its own, in the way of
 * the page's first paint and counted whole in the page's blocking time.
 */

/** The formatters a page's first render builds, one of each kind, in `language`. */
export function buildFirstFormatters(language: string): void {
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
  new Intl.DateTimeFormat(language, { timeZone: 'Europe/Berlin', weekday: 'long' }).format(0)
  new Intl.NumberFormat(language).format(1.5)
  new Intl.DisplayNames([language], { type: 'region' }).of('DE')
  new Intl.Collator(language).compare('a', 'b')
}

/**
 * Starts the worker that warms Intl (warm-intl-worker.ts, served at `workerUrl`), telling it the
 * page's language by its name. If the browser refuses the worker, the app builds its formatters
 * itself, as it would without this.
 */
export function warmIntlWhileScriptsLoad(workerUrl: string, language: string): void {
  try {
    new Worker(workerUrl, { name: language })
  } catch {
    // No worker here (or none allowed): nothing is lost but the head start.
  }
}
