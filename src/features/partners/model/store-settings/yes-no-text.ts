/** The spellings of yes/no a text field may hold, yes first. */
const PAIRS = [
  ['true', 'false'],
  ['yes', 'no'],
  ['y', 'n'],
  ['1', '0'],
  ['on', 'off'],
] as const

export type YesNoText = { yes: string; no: string; checked: boolean }

/** The other word of the pair, cased as the sent one (TRUE/FALSE, Yes/No, y/n). */
function casedAs(sent: string, word: string) {
  if (sent.length > 1 && sent === sent.toUpperCase()) return word.toUpperCase()
  if (sent[0] !== sent[0]?.toLowerCase()) return word[0]!.toUpperCase() + word.slice(1)
  return word
}

/**
 * A text field that holds a yes/no setting ("true", "N"), read as a checkbox that writes back the
 * same vocabulary and case (the value shape the service sent, so nothing is lost), or
 * undefined when the text is anything else (an e-mail address, say).
 */
export function yesNoText(value: unknown): YesNoText | undefined {
  if (typeof value !== 'string') return undefined
  const word = value.trim()
  const pair = PAIRS.find((candidate) => (candidate as readonly string[]).includes(word.toLowerCase()))
  if (!pair) return undefined
  return {
    yes: casedAs(word, pair[0]),
    no: casedAs(word, pair[1]),
    checked: word.toLowerCase() === pair[0],
  }
}
