/** WCAG 2 relative luminance of an `#rrggbb` or `rgb(r, g, b)` colour. */
function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

// Black, not the page's near-black (#111827): on the mid shades of a scale neither that nor white
// reaches 4.5:1 (4.2:1 at best, on rgb(103, 122, 176)), while black or white always does.
const DARK_TEXT = '#000000'
const LIGHT_TEXT = '#ffffff'

/** The text colour, dark or white, that reads better on `fill`. */
export function textOn(fill: string): string {
  return contrastRatio(fill, DARK_TEXT) >= contrastRatio(fill, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT
}
