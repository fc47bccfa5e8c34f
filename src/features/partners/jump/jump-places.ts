/** A page of the portal the jump dialog finds by name, beside the partners. */
export type JumpPlace = { path: string; label: string; words: string }

/**
 * The places whose name or words (in the page's language, with their English names) hold what
 * was typed: "over" and "總覽" find the overview. One letter of a Latin alphabet finds nothing
 * (a name typed letter by letter would offer every page); one Chinese character is a word.
 */
export function placesMatching(text: string, places: readonly JumpPlace[]): JumpPlace[] {
  const typed = text.trim().toLocaleLowerCase()
  if (typed.length < 2 && !/[^\p{Script=Latin}\p{Script=Common}]/u.test(typed)) return []
  return places.filter(({ label, words }) => `${label} ${words}`.toLocaleLowerCase().includes(typed))
}
