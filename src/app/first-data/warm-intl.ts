/**
 * Makes the browser load its internationalisation data while the page waits for its scripts.
 * A page's first Intl formatter, of any kind, costs 40-60 ms at full speed in Chromium (measured
 * here: DateTimeFormat, NumberFormat and DisplayNames alike; the next ones a few ms), and the
 * first render of a list or a partner needs one (dates, country names). Done in a task of its own
 * after the document has been read, it runs while the main thread would otherwise be idle, not
 * inside the render before the first data (issue 12 §2).
 */
export function warmIntlWhileScriptsLoad(): void {
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat().format(0)
    } catch {
      // Intl missing or broken: the app's own formatting says so where it matters.
    }
  }, 0)
}
