import * as z from 'zod/mini'

/** spec §3 File reference: both fields are strings. */
export const FileReferenceSchema = z.object({
  id: z.string(),
  url: z.string(),
})

export type FileReference = z.output<typeof FileReferenceSchema>
