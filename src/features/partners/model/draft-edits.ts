/**
 * The fields a form changed (only edited fields go into the write, so nothing the form did not show is lost):
 * each field whose draft differs from the draft the form opened with, turned into the value the
 * record stores. A field the user did not touch stays as the service sent it, even a null.
 */
export function draftEdits<D extends object>(
  opened: D,
  draft: D,
  valueOf: (field: keyof D, value: D[keyof D]) => unknown,
): Record<string, unknown> {
  const edits: Record<string, unknown> = {}
  for (const field of Object.keys(draft) as (keyof D)[]) {
    if (JSON.stringify(draft[field]) !== JSON.stringify(opened[field]))
      edits[field as string] = valueOf(field, draft[field])
  }
  return edits
}
