/**
 * Every script a page's document asks for is on the way to its first data (Gatsby's
 * runtime, framework and app, then the page's own chunks, gatsby-ssr onPreRenderHTML), so each
 * is asked for at high priority. At the default, low for an async or a defer script, Chromium
 * holds such requests back over HTTP/1.1 while the head's own requests are in flight: in cold
 * visits of a detail page, framework.js and app.js waited to be sent, and the page's chunk
 * longer still (docs/decisions/014). Over HTTP/2 the browser sends them at once either way, and the
 * priority only orders them.
 *
 * Done on the written pages because Gatsby writes its own three scripts from a slice that no SSR
 * API reaches. Inline scripts (no `src`) and a script that already names a priority are left.
 */
export function withUrgentScripts(html: string): string {
  return html.replace(
    /<script\b(?![^>]*\bfetchpriority\s*=)([^>]*(?<![\w-])src\s*=[^>]*)>/gi,
    '<script fetchpriority="high"$1>',
  )
}
